import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './login';

/** Logs in on /login and waits for the page the app sends the customer to. */
export async function logInFromLoginPage(page: Page, customerNumber: string, password?: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, customerNumber, password);
}

/** Logs Aroha (1000001) in and waits for her dashboard. */
export async function logInAsAroha(page: Page): Promise<void> {
  await logInFromLoginPage(page, '1000001');
  await expect(page.getByRole('heading', { name: 'Kia ora, Aroha' })).toBeVisible();
}

/** The refresh token the browser holds in the HttpOnly SessionStore cookie (a test may read it; script cannot). */
export async function refreshCookie(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'SessionStore')?.value ?? null;
}

/** POST /token with the refresh grant and a token value, as the native app would. */
export async function refreshWith(request: APIRequestContext, refreshToken: string) {
  return request.post('/token', {
    headers: { Authorization: `Basic ${Buffer.from('e2e-session-browser:').toString('base64')}` },
    form: { grant_type: 'refresh_token', refresh_token: refreshToken, ClientForcedLowPriv: 'false', FreshSession: 'false' },
  });
}

/** The newest one-time code the sandbox "texted" (development-only endpoint). */
export async function latestOneTimeCode(request: APIRequestContext, customerNumber: string): Promise<string> {
  const response = await request.get(`/dev/one-time-codes?customerNumber=${customerNumber}`);
  expect(response.ok()).toBe(true);
  const codes = (await response.json()) as Array<{ customerNumber: string; code: string }>;
  const found = codes.find((c) => c.customerNumber === customerNumber);
  if (!found) throw new Error(`No one-time code for ${customerNumber}`);
  return found.code;
}

/** The operations of a customer's codes the sandbox has logged so far. */
export async function knownOperations(request: APIRequestContext, customerNumber: string): Promise<Set<string>> {
  const response = await request.get(`/dev/one-time-codes?customerNumber=${customerNumber}`);
  expect(response.ok()).toBe(true);
  return new Set(((await response.json()) as Array<{ operationId: string }>).map((c) => c.operationId));
}

/**
 * The code of the customer's newest operation, one not in `known` (then added to it). Picks by
 * operation, not by the log's time order: two codes logged in the same instant of the sandbox's
 * clock would otherwise come back in either order.
 */
export async function codeOfNewOperation(request: APIRequestContext, customerNumber: string, known: Set<string>): Promise<string> {
  let found: { operationId: string; code: string } | undefined;
  await expect.poll(async () => {
    const response = await request.get(`/dev/one-time-codes?customerNumber=${customerNumber}`);
    const codes = (await response.json()) as Array<{ operationId: string; code: string }>;
    found = codes.find((c) => !known.has(c.operationId));
    return Boolean(found);
  }, { timeout: 5_000 }).toBe(true);
  known.add(found!.operationId);
  return found!.code;
}

/** Answers the SMS step-up ("Confirm it's you") with the code the sandbox texted the customer. */
export async function passStepUp(page: Page, customerNumber: string): Promise<void> {
  const challenge = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(challenge).toBeVisible();
  await challenge.getByLabel('Security code').fill(await latestOneTimeCode(page.request, customerNumber));
  await challenge.getByRole('button', { name: 'Confirm' }).click();
}
