import { nicknameProblem, normaliseNickname } from '../../../contract/rules/AccountNickname';

describe('account nicknames', () => {
  it.each(['Holiday fund', 'Te Whare o Mere', "Aroha's bills", 'Rent & power (flat 2)', 'Car 2027'])('accepts %s', (nickname) => {
    expect(nicknameProblem(nickname)).toBeNull();
  });

  it.each([
    ['', 'Enter a nickname, or clear it to use the account name'],
    ['x'.repeat(31), 'A nickname has at most 30 characters'],
    ['<script>', "A nickname can have letters, numbers, spaces and - ' & . , ( )"],
    ['Savings 💰', "A nickname can have letters, numbers, spaces and - ' & . , ( )"],
  ])('refuses %j', (nickname, message) => {
    expect(nicknameProblem(nickname)).toBe(message);
  });

  it('treats a blank nickname as none', () => {
    expect(normaliseNickname('   ')).toBeNull();
    expect(normaliseNickname(null)).toBeNull();
    expect(normaliseNickname(' Holiday fund ')).toBe('Holiday fund');
  });
});
