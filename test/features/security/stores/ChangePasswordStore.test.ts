import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { HandleApiError } from '../../../../src/kernel/services/HandleApiError';
import { RunSafeguarded } from '../../../../src/features/escalation/core/use-cases/RunSafeguarded';
import { ChallengeStore } from '../../../../src/features/escalation/stores/ChallengeStore';
import { ChangePasswordStore } from '../../../../src/features/security/stores/ChangePasswordStore';
import { AROHA } from '../../../support/demoData';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { FakeSecurityService } from '../fakes/FakeSecurityService';
import { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { settle } from '../../../support/sessionKit';

function setup() {
  const tokens = new FakeTokenService([AROHA]);
  const security = new FakeSecurityService(AROHA.password, tokens.safeguard);
  const challenge = new ChallengeStore();
  const monitoring = new FakeMonitoring();
  const store = new ChangePasswordStore(security, new RunSafeguarded(tokens), challenge, new HandleApiError(monitoring));
  const fill = (current = AROHA.password, next = 'Pohutukawa-2027', confirm = next) => {
    store.set('currentPassword', current);
    store.set('newPassword', next);
    store.set('confirmPassword', confirm);
  };
  return { tokens, security, challenge, monitoring, store, fill };
}

describe('ChangePasswordStore', () => {
  it('validates before calling the bank', async () => {
    const { security, store, fill } = setup();
    fill('', 'short', 'other');
    await store.submit();
    expect(store.visibleErrors).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Your new password must be at least 12 characters long.',
      confirmPassword: 'The passwords do not match',
    });
    fill(AROHA.password, 'password1234');
    expect(store.visibleErrors.newPassword).toBe('That password has appeared in a data breach. Choose another.');
    fill(AROHA.password, AROHA.password);
    expect(store.visibleErrors.newPassword).toBe('Your new password must be different from your current password.');
    fill(AROHA.password, 'only lower-case letters are fine');
    expect(store.visibleErrors.newPassword).toBeUndefined();
    expect(security.lastCode).toBeNull();
  });

  it('asks for the SMS code, then changes the password', async () => {
    const { security, challenge, store, fill } = setup();
    fill();
    const submitting = store.submit();
    await settle();
    expect(challenge.state).toEqual({ kind: 'code', error: null });
    challenge.setCode(security.lastCode!);
    challenge.submit();
    await submitting;
    expect(store.changed).toBe(true);
    expect(security.password).toBe('Pohutukawa-2027');
    expect(store.currentPassword).toBe('');
  });

  it('shows the wrong-code message in the dialog and accepts the right code next', async () => {
    const { security, challenge, store, fill } = setup();
    fill();
    const submitting = store.submit();
    await settle();
    challenge.setCode('000000');
    challenge.submit();
    expect(challenge.state).not.toBeNull(); // stays up while the code is checked: no flicker
    await settle();
    expect(challenge.state).toEqual({ kind: 'code', error: "That code doesn't match the one we sent. Check the text message and try again." });
    challenge.setCode(security.lastCode!);
    challenge.submit();
    await submitting;
    expect(store.changed).toBe(true);
  });

  it('a cancelled challenge changes nothing and says nothing', async () => {
    const { challenge, store, fill } = setup();
    fill();
    const submitting = store.submit();
    await settle();
    challenge.cancel();
    await submitting;
    expect(store).toMatchObject({ changed: false, failure: null, submitting: false });
  });

  it('the 6001 safeguard explains, and the form says the password was not changed', async () => {
    const { security, challenge, store, fill } = setup();
    security.mode = 'contact-us';
    fill();
    const submitting = store.submit();
    await settle();
    expect(challenge.state).toMatchObject({ kind: 'explain', block: 'contact-us' });
    challenge.dismiss();
    await submitting;
    expect(store.failure).toBe('Your password has not been changed.');
  });

  it("shows the bank's message for a wrong current password", async () => {
    const { security, challenge, store, fill } = setup();
    fill('not-the-password-1');
    const submitting = store.submit();
    await settle();
    challenge.setCode(security.lastCode!);
    challenge.submit();
    await submitting;
    expect(store.failure).toBe('Your current password is incorrect.');
  });

  it('reports any other error to monitoring with the query key and shows the generic message', async () => {
    const { monitoring, store, fill } = setup();
    const failure = new ApiError(500);
    (store as unknown as { security: { changePassword(): Promise<void> } }).security.changePassword = () => Promise.reject(failure);
    fill();
    await store.submit();
    expect(store.failure).toBe('Sorry, an error has occurred. Your password has not been changed. Please try again later.');
    expect(monitoring.reports).toEqual([{ error: failure, queryKey: 'security/password' }]);
  });
});

describe('ChallengeStore', () => {
  it('takes digits only, at most 6, and insists on all 6', async () => {
    const challenge = new ChallengeStore();
    const answer = challenge.askForCode({ error: null });
    challenge.setCode('12a3 4');
    expect(challenge.code).toBe('1234');
    challenge.submit();
    expect(challenge.codeError).toBe('Enter the 6-digit code we sent you');
    expect(challenge.state).not.toBeNull();
    challenge.setCode('123456789');
    challenge.submit();
    await expect(answer).resolves.toBe('123456');
    expect(challenge.checking).toBe(true);
    challenge.cancel(); // ignored while the code is being checked
    expect(challenge.state).not.toBeNull();
    challenge.settled();
    expect(challenge.state).toBeNull();
  });
});
