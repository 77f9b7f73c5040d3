import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, request as playwrightRequest } from './support/test';
import { addDays, aucklandDateOf } from '../contract/rules/AucklandDate';
import type { SandboxClockState } from '../contract/operator';
import { expectAccessible } from './support/axe';
import { logIn } from './support/login';
import { logInHome, navigate } from './support/money';
import { ownCustomer } from './support/ownCustomer';

const run = promisify(execFile);
/** This project's sandbox (the journeys run on two), by address: the operator CLI is Node's fetch. */
const sandboxUrl = () => (test.info().project.use.baseURL ?? '').replace('//localhost:', '//127.0.0.1:');
const PAYEE = 'Time Travel Ltd';

/** 'YYYY-MM' → 'November 2026', as the statements page names a month. */
const monthLabel = (month: string) => new Intl.DateTimeFormat('en-NZ', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`));

async function sandboxClock(): Promise<SandboxClockState> {
  const api = await playwrightRequest.newContext({ baseURL: sandboxUrl() });
  try {
    return (await (await api.get('/dev/clock')).json()) as SandboxClockState;
  } finally {
    await api.dispose();
  }
}

/** `npm run operator -- clock …` against the journeys' sandbox: the operator's own code path. */
async function operatorClock(...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', 'clock', ...args], {
    env: { ...process.env, OPERATOR_URL: sandboxUrl() }, timeout: 60_000,
  });
  return stdout;
}

// Isolated (on the sandbox of its own with the others that end something for good): the clock
// is the sandbox's, so the move posts every customer's automatic payments for a month and logs
// every browser out. The clock itself goes back in afterAll.
test.describe('time travel in the sandbox', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.afterAll(async () => { await operatorClock('reset'); });

  test('clock +32d with the app open: the scheduled payment posts once and a new statement month appears', async ({ page, request }) => {
    test.setTimeout(120_000);
    // Aroha's twin, this journey's own: her payment and statements are nobody else's.
    const customer = await ownCustomer(request, '1000001');
    const bills = `${customer}-2`;
    // A day on first: what was set up when she was made (and any factor an earlier journey on
    // this sandbox changed) is then over a day old, so the scam rules hold nothing for it.
    await operatorClock('+25h');
    const today = aucklandDateOf(Date.parse((await sandboxClock()).utc));
    const thisMonth = monthLabel(today.slice(0, 7));
    const inFive = addDays(today, 5);

    await logInHome(page, customer, 'Aroha');
    await page.goto('/settings/statements');
    await expect(page.getByRole('heading', { level: 1, name: 'Statements and letters' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Download .+ statement for / }).first()).toBeVisible();
    // The month under way has no statement yet.
    await expect(page.getByRole('button', { name: new RegExp(` statement for ${thisMonth} \\(PDF\\)$`) })).toHaveCount(0);
    await expectAccessible(page);

    // A payment from Bills in five days' time.
    await navigate(page, 'Pay');
    await page.getByLabel('From account').selectOption(bills);
    await page.getByLabel('Someone new').check();
    await page.getByLabel('Payee name').fill(PAYEE);
    await page.getByLabel('Account number').fill('01-0902-0068389-00');
    await page.getByLabel('Amount ($)').fill('32.10');
    await page.getByLabel('On a later date').check();
    await page.getByLabel('Payment date').fill(inFive);
    await page.getByLabel('What is this payment for?').selectOption('family-or-friends');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(page.getByText("We couldn't find this account")).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Schedule payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment of $32.10 scheduled' })).toBeVisible();
    await expectAccessible(page);

    // The operator moves the sandbox 32 days on while the page is open.
    // The journeys before this one may have moved it on already (the clock never runs back
    // mid-run): the rule is this move's 32 days, not the offset from real time.
    const offsetBefore = (await sandboxClock()).offsetMs;
    const said = await operatorClock('+32d');
    expect(said).toMatch(/Ahead of the real time by: \+\d+ days/);
    const moved = (await sandboxClock()).offsetMs - offsetBefore;
    expect(Math.abs(moved - 32 * 86_400_000)).toBeLessThan(60_000);
    expect(said).toMatch(/Ran what fell due: [1-9]\d* scheduled payment\(s\) posted/);

    // A month on, the session has ended: the open app asks Aroha to log in again.
    await page.goto(`/online/accounts/${bills}`);
    await logIn(page, customer);
    await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
    const posted = page.getByRole('list', { name: 'Posted transactions' });
    await expect(posted.getByText(PAYEE)).toHaveCount(1);
    await expectAccessible(page);

    // Moving on again (and back and forward) posts nothing twice.
    await operatorClock('+1d');
    await operatorClock('-2d');
    await operatorClock('+1d');
    // (The session began after the first move, so it outlives these: no login this time.)
    await page.goto(`/online/accounts/${bills}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
    await expect(posted.getByText(PAYEE)).toHaveCount(1);

    // The month that was under way has finished: its statements are there.
    await page.goto('/settings/statements');
    await expect(page.getByRole('heading', { level: 1, name: 'Statements and letters' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(` statement for ${thisMonth} \\(PDF\\)$`) }).first()).toBeVisible();
    await expectAccessible(page);

    // The debug panel says the sandbox's time is not the device's.
    await page.getByRole('button', { name: 'Debug' }).click();
    // As many whole days ahead as the sandbox is (32 of them this journey's, any more earlier ones').
    const daysAhead = Math.round((await sandboxClock()).offsetMs / 86_400_000);
    await expect(page.getByRole('region', { name: 'Debug panel' })).toContainText(new RegExp(`Sandbox time: .+ \\(Auckland\\), ${daysAhead} days ahead of this device`));
    await expectAccessible(page);
  });
});
