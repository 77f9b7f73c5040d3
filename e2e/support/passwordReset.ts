import { expect, type APIRequestContext } from '@playwright/test';
import { latestOneTimeCode } from './session';

/**
 * Resets a customer's password through the API, skipping the bot check as the debug panel
 * does (the sandbox allows that under SANDBOX_DEV only): how a journey puts back the demo
 * password it changed, so later journeys log in as before.
 */
export async function resetPasswordThroughApi(
  request: APIRequestContext, customerNumber: string, dateOfBirth: string, newPassword: string,
): Promise<void> {
  const started = await request.post('/api/password-reset/start', { data: { customerNumber, dateOfBirth, botCheck: { bypass: true } } });
  expect(started.ok()).toBe(true);
  const { resetId } = (await started.json()) as { resetId: string };
  const code = await latestOneTimeCode(request, customerNumber);
  const done = await request.post('/api/password-reset/complete', { data: { resetId, customerNumber, code, newPassword } });
  expect(done.status()).toBe(204);
}
