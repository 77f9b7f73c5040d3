import { login, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); });
afterAll(async () => { await sandbox.close(); });

async function tryPassword(newPassword: string) {
  const session = await login(sandbox.app, '1000004');
  return sandbox.app.inject({
    method: 'POST', url: '/api/security/password', payload: { currentPassword: 'Kowhai-2026!', newPassword },
    headers: { authorization: `Bearer ${session.accessToken}` },
  });
}

describe('the one password policy, applied by the server before any code is sent', () => {
  it.each([
    ['too short', 'Short-pw-1', 'Your new password must be at least 12 characters long.'],
    ['breached', 'password1234', 'That password has appeared in a data breach. Choose another.'],
    ['the customer number', '1000004', 'Choose a password that is not your customer number.'],
    ['the current one', 'Kowhai-2026!', 'Your new password must be different from your current password.'],
  ])('refuses a password that is %s with the rule\'s words', async (_what, newPassword, message) => {
    const response = await tryPassword(newPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ NativeErrorCode: 4010, message });
  });

  it('accepts letters of any alphabet with no composition rule: the safeguard asks for the code next', async () => {
    const response = await tryPassword('pōhutukawa kōwhai tūī');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ NativeErrorCode: 6002 });
  });
});
