import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, logIn } from './login';

/** Logs in on /login and waits for the page the app sends the customer to. */
export async function logInFromLoginPage(page: Page, customerNumber: string, password?: string): Promise<void> {
  await page.goto('/login');
  await logIn(page, customerNumber, password);
}

/** The browser-id cookie's lifetime, as the client writes it (PlatformPolicy: 210 days). */
const BROWSER_ID_SECONDS = 210 * 24 * 60 * 60;
/** A same-origin address the test answers itself, to seed the tab's session storage without loading the app. */
const SEED_PATH = '/__e2e-session-seed';

/**
 * Logs a customer in through the API, not the /login page, then opens `path` logged in: the way
 * for every journey that is not about logging in (a page load and typing less each).
 *
 * It does what the client does on a login: a fresh browser id in the ClientBrowserId cookie, sent
 * as the Basic user on POST /token (password grant); the refresh token lands in the context's
 * HttpOnly SessionStore cookie (page.request shares the cookie jar); the token's issue time (the
 * bank's clock: the answer's Date header) goes into the TokenIssueTime cookie and, with the
 * customer number, into the tab's session storage. The app then restores the session on load by
 * a refresh grant with that cookie, as on a reload (session-lifecycle.spec.ts).
 */
export async function logInThroughApi(page: Page, customerNumber: string, path = '/online/dashboard'): Promise<void> {
  const browserId = randomUUID();
  const response = await page.request.post('/token', {
    headers: { Authorization: `Basic ${Buffer.from(`${browserId}:`).toString('base64')}` },
    form: { grant_type: 'password', username: customerNumber, password: DEMO_PASSWORD },
  });
  if (response.status() !== 200) throw new Error(`POST /token for ${customerNumber} answered ${response.status()}: ${await response.text()}`);
  const granted = ((await response.json()) as { customerNumber: string }).customerNumber;
  const origin = new URL(response.url()).origin;
  const issuedAt = String(Date.parse(response.headers().date ?? '') || Date.now());
  const expires = Math.floor(Date.now() / 1000) + BROWSER_ID_SECONDS;
  await page.context().addCookies([
    { name: 'ClientBrowserId', value: browserId, url: `${origin}/`, sameSite: 'Strict', expires },
    { name: 'TokenIssueTime', value: issuedAt, url: `${origin}/`, sameSite: 'Strict' },
  ]);
  // Session storage belongs to the tab and the origin: write it on a blank same-origin page.
  const seed = `${origin}${SEED_PATH}`;
  await page.route(seed, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
  await page.goto(seed);
  await page.evaluate(([customer, time]) => {
    sessionStorage.setItem('customerNumber', customer);
    sessionStorage.setItem('TokenIssueTime', time);
  }, [granted, issuedAt] as const);
  await page.unroute(seed);
  await page.goto(path);
  // Logged in, the header's brand links home (logged out, to /login).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Kōwhai Bank home' })).toHaveAttribute('href', /dashboard$/);
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
