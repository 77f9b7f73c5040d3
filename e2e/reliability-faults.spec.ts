import { expect, test, type Page, type Request } from './support/test';
import { expectAccessible } from './support/axe';
import { DASHBOARD_CHUNK, logInWithDashboardChunkFailing } from './support/chunkFailure';
import { logInHome, navigate, shownBalance } from './support/money';
import { ownCustomer } from './support/ownCustomer';

// Faults injected between the browser and the sandbox (route interception). Each payment is
// made by a clone of Aroha (1000001) of the journey's own, from her Bills account, to a one-off
// payee; every check is relative (the balance before and after).
const PAYMENTS = '**/api/payments';
const isPayment = (request: Request) => request.method() === 'POST';

/** Fills the pay form for a one-off payee from the customer's Bills and goes to the review step. */
async function fillPayment(page: Page, customer: string, payee: string, amount: string): Promise<void> {
  await navigate(page, 'Pay');
  await page.getByLabel('From account').selectOption(`${customer}-2`);
  await page.getByLabel('Someone new').check();
  await page.getByLabel('Payee name').fill(payee);
  await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
  await page.getByLabel('Account number').fill('01-0902-0068389-00');
  await page.getByLabel('Amount ($)').fill(amount);
  await page.getByLabel('Particulars (optional)').fill('Faults');
  await page.getByLabel('Reference (optional)').fill('Retry test');
  await toReview(page);
}

/**
 * Goes from the form to the review. Confirmation of Payee knows no holder for the faults'
 * account, so the customer carries on past "We couldn't find this account" (shown in place of
 * the review button, and still there when the customer comes back to change details).
 */
async function toReview(page: Page): Promise<void> {
  const review = page.getByRole('button', { name: 'Review payment' });
  const carryOn = page.getByRole('button', { name: 'Continue', exact: true });
  const heading = page.getByRole('heading', { name: 'Check your payment' });
  if (await review.isVisible()) await review.click();
  await expect(carryOn.or(heading).first()).toBeVisible();
  if (await carryOn.isVisible()) {
    await expect(page.getByText("We couldn't find this account")).toBeVisible();
    await carryOn.click();
  }
  await expect(heading).toBeVisible();
}

/** The Bills balance, read on its account page. */
async function billsBalance(page: Page): Promise<number> {
  await navigate(page, 'Home');
  await page.getByRole('link', { name: 'Bills' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
  return shownBalance(page);
}

/** How many of the Bills transactions name this payee (after a reload, so none are cached). */
async function transactionsTo(page: Page, payee: string): Promise<number> {
  await page.reload();
  const posted = page.getByRole('list', { name: 'Posted transactions' });
  await expect(posted).toBeVisible();
  return posted.getByText(payee).count();
}

/** With the faults gone: Bills fell by the amount once, and one transaction names the payee. */
async function expectPaidOnce(page: Page, payee: string, balance: number): Promise<void> {
  await page.unroute(PAYMENTS);
  await expect.poll(() => billsBalance(page)).toBe(balance);
  expect(await transactionsTo(page, payee)).toBe(1);
}

test.describe('faults between the browser and the bank', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the API fails twice with 503, then recovers: the payment goes through once, with one key', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInHome(page, aroha, 'Aroha');
    const before = await billsBalance(page);
    const keys: string[] = [];
    await page.route(PAYMENTS, async (route) => {
      if (!isPayment(route.request())) return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return keys.length <= 2 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }) : route.continue();
    });
    await fillPayment(page, aroha, 'Fault Twice', '1.01');
    await page.getByRole('button', { name: 'Pay $1.01' }).click();
    await expect(page.getByRole('heading', { name: 'You paid $1.01 to Fault Twice' })).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    await expectAccessible(page);
    await expectPaidOnce(page, 'Fault Twice', before - 101);
  });

  test('the API fails three times: the error shows, every field the customer typed is kept, and trying again pays once', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInHome(page, aroha, 'Aroha');
    const before = await billsBalance(page);
    const keys: string[] = [];
    let failing = true;
    await page.route(PAYMENTS, async (route) => {
      if (!isPayment(route.request())) return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }) : route.continue();
    });
    await fillPayment(page, aroha, 'Fault Thrice', '1.02');
    await page.getByRole('button', { name: 'Pay $1.02' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Your payment hasn’t been confirmed' });
    await expect(error).toBeVisible();
    expect(keys).toHaveLength(3); // the first try and the spec's 2 retries, no more
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Change details' }).click();
    await expect(page.getByLabel('From account')).toHaveValue(`${aroha}-2`);
    await expect(page.getByLabel('Someone new')).toBeChecked();
    await expect(page.getByLabel('Payee name')).toHaveValue('Fault Thrice');
    await expect(page.getByLabel('Account number')).toHaveValue('01-0902-0068389-00');
    await expect(page.getByLabel('Amount ($)')).toHaveValue('1.02');
    await expect(page.getByLabel('Particulars (optional)')).toHaveValue('Faults');
    await expect(page.getByLabel('Reference (optional)')).toHaveValue('Retry test');

    failing = false;
    await toReview(page);
    await page.getByRole('button', { name: 'Pay $1.02' }).click();
    await expect(page.getByRole('heading', { name: 'You paid $1.02 to Fault Thrice' })).toBeVisible();
    expect(new Set(keys).size).toBe(1); // the same form, so the same key: it could not pay twice
    await expectPaidOnce(page, 'Fault Thrice', before - 102);
  });

  test('the connection drops after the bank accepted the payment: trying again replays the receipt, one payment only', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await logInHome(page, aroha, 'Aroha');
    const before = await billsBalance(page);
    const answers: Array<{ status: number; replayed: string | undefined }> = [];
    let dropped = false;
    await page.route(PAYMENTS, async (route) => {
      if (!isPayment(route.request())) return route.continue();
      // The request reaches the bank and is answered; the answer never reaches the browser.
      const response = await route.fetch();
      answers.push({ status: response.status(), replayed: response.headers()['idempotent-replayed'] });
      if (!dropped) {
        dropped = true;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    });
    await fillPayment(page, aroha, 'Fault Dropped', '1.03');
    await page.getByRole('button', { name: 'Pay $1.03' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your payment hasn’t been confirmed' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay $1.03' }).click();
    await expect(page.getByRole('heading', { name: 'You paid $1.03 to Fault Dropped' })).toBeVisible();
    expect(answers).toEqual([{ status: 200, replayed: undefined }, { status: 200, replayed: 'true' }]);
    await expectPaidOnce(page, 'Fault Dropped', before - 103);
  });

  test('a lazy chunk fails 3 times, then loads: the page appears', async ({ page }) => {
    let failures = 0;
    await page.route(DASHBOARD_CHUNK, (route) => {
      if (failures >= 3) return route.continue();
      failures += 1;
      return route.abort();
    });
    await logInWithDashboardChunkFailing(page, page.getByRole('heading', { name: 'Kia ora, Aroha' }));
    expect(failures).toBe(3);
    await expect(page.getByRole('heading', { name: 'Sorry, an error has occurred.' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the system status reports down mid-session: the next page the customer opens is /apply/back-soon', async ({ page }) => {
    // Five minutes on, by the bank's time as the app measures it: the device's clock, corrected
    // by every answer's Date header (ServerDateClock). Both must move together, or an answer
    // dated before the move pulls the app's "now" back to a reading that is still fresh. So
    // every answer passes through here from the start and is dated by `shift` as it is handed
    // over (under faketime the browser and the sandbox started their clocks apart, and an
    // answer in flight across the move was enough to fail this journey).
    const AHEAD_MS = 301_000;
    let shift = 0;
    // Every answer the app reads a Date from: /api, and /token (a refresh falling due during the
    // move answered with an unmoved date once, and pulled the time back under the stale mark).
    const datedByTheApp = (url: URL) => url.pathname.startsWith('/api/') || url.pathname === '/token' || url.pathname.startsWith('/dev/');
    await page.route(datedByTheApp, async (route) => {
      if (route.request().url().includes('/api/system/status')) return route.fallback();
      const response = await route.fetch();
      const date = Date.parse(response.headers().date ?? '');
      const headers = Number.isNaN(date) ? response.headers() : { ...response.headers(), date: new Date(date + shift).toUTCString() };
      await route.fulfill({ response, headers });
    });
    await page.clock.install();
    await logInHome(page, '1000001', 'Aroha');
    // Only this page sees the outage: the sandbox's status is shared by every journey.
    await page.route('**/api/system/status', (route) => route.fulfill({
      status: 200, contentType: 'application/json',
      body: JSON.stringify({ subSystems: { contentApi: { systemStatus: 'Normal' }, onlineApi: { systemStatus: 'Offline' } } }),
    }));
    await navigate(page, 'Pay');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay' })).toBeVisible(); // the last reading is still fresh
    await page.waitForLoadState('networkidle'); // nothing in flight across the move
    shift = AHEAD_MS;
    await page.clock.fastForward(AHEAD_MS);
    await navigate(page, 'Home');
    await expect(page).toHaveURL(/\/apply\/back-soon$/);
    await expectAccessible(page);
  });
});
