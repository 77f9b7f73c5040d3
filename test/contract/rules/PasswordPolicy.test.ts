import { BREACHED_PASSWORDS } from '../../../contract/rules/breachedPasswords';
import {
  PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, isBreachedPassword, passwordProblem,
} from '../../../contract/rules/PasswordPolicy';

const problem = (password: string, extra: { customerNumber?: string; currentPassword?: string } = {}) =>
  passwordProblem({ password, ...extra });

describe('password policy', () => {
  it('asks for at least 12 and at most 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(problem('kererū-flies')).toBeNull();
    expect(problem('kererū-flie')).toBe('Your new password must be at least 12 characters long.');
    expect(problem('x'.repeat(128))).toBeNull();
    expect(problem('x'.repeat(129))).toBe('Your new password can be up to 128 characters long.');
  });

  it('asks for a password when there is none', () => {
    expect(problem('')).toBe('Enter a new password.');
  });

  it('has no composition rule: all lower case, all digits or all spaces are fine if long and unbreached', () => {
    expect(problem('tuiandkerebirds')).toBeNull();
    expect(problem('860215934725')).toBeNull();
    expect(problem(' '.repeat(12))).toBeNull();
  });

  it('accepts any Unicode letters and counts characters, not UTF-16 units', () => {
    expect(problem('ĀēĪōŪāēīōūĀē')).toBeNull();
    expect(problem('пароль-сильный')).toBeNull();
    expect(problem('密码很长很安全的句子吧啊')).toBeNull();
    expect(problem('🔑🔑🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGES.tooShort); // 6 characters, 12 UTF-16 units
    expect(problem('🔑'.repeat(12))).toBeNull();
  });

  it('never trims: surrounding spaces count', () => {
    expect(problem(' abcdefghij ')).toBeNull();
  });

  it('refuses the customer number, ignoring case and surrounding spaces', () => {
    const customerNumber = '1000001';
    expect(problem('1000001', { customerNumber })).toBe('Choose a password that is not your customer number.');
    expect(problem(' 1000001 ', { customerNumber })).toBe(PASSWORD_MESSAGES.customerNumber);
    expect(problem('ab12cd34ef56gh', { customerNumber: 'AB12CD34EF56GH' })).toBe(PASSWORD_MESSAGES.customerNumber);
    expect(problem('1000001-and-more', { customerNumber })).toBeNull();
    expect(problem('1000001', { customerNumber: '' })).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('refuses the current password, exactly as typed', () => {
    const currentPassword = 'Old-passphrase-2025';
    expect(problem(currentPassword, { currentPassword })).toBe('Your new password must be different from your current password.');
    expect(problem('old-passphrase-2025', { currentPassword })).toBeNull();
    expect(problem('Kowhai-2026!', { currentPassword: 'Kowhai-2026!' })).toBe(PASSWORD_MESSAGES.sameAsCurrent);
  });

  it('refuses breached passwords in any case', () => {
    for (const password of ['password1234', 'Password1234', 'QWERTYUIOP123', 'iloveyou1234', 'correcthorsebatterystaple']) {
      expect(problem(password)).toBe('That password has appeared in a data breach. Choose another.');
    }
    expect(isBreachedPassword('PassWord')).toBe(true);
    expect(isBreachedPassword('kowhai-tree-in-spring')).toBe(false);
  });

  it('reports a short breached password as too short: length is the first thing to fix', () => {
    expect(problem('password')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it('accepts the demo customers’ shared password', () => {
    expect(problem('Kowhai-2026!')).toBeNull();
  });
});

describe('breached password list', () => {
  it('holds about a thousand lower-case passwords of at least 8 characters', () => {
    expect(BREACHED_PASSWORDS.size).toBeGreaterThanOrEqual(900);
    for (const password of BREACHED_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
    }
  });

  it.each(['password123', 'qwertyuiop', 'iloveyou1234', '1234567890', 'allblacks123'])('includes %s', (password) => {
    expect(BREACHED_PASSWORDS.has(password)).toBe(true);
  });
});
