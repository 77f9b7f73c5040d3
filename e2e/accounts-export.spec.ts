import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { parse } from 'csv-parse/sync';
import { parseSync } from 'ofx-js';
import { Ofx } from 'ofx-data-extractor';
import { accountShots, openAccount } from './support/accounts';
import { expectAccessible } from './support/axe';
import { logInHome } from './support/money';
import { sandboxToday } from './support/sandboxTime';
import { addDays } from '../contract/rules/AucklandDate';

/** An Auckland date `days` from the sandbox's today, typed as the customer types it: DD/MM/YYYY. */
function typedDate(today: string, days: number): string {
  const [y, m, d] = addDays(today, days).split('-');
  return `${d}/${m}/${y}`;
}

async function download(page: Page, format: 'CSV' | 'OFX', from: string, to: string): Promise<{ name: string; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export transactions' });
  await dialog.getByLabel('From date').fill(from);
  await dialog.getByLabel('To date').fill(to);
  await dialog.getByRole('radio', { name: new RegExp(`^${format}`) }).check();
  const [file] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download' }).click()]);
  await expect(dialog).toBeHidden();
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path() as string) };
}

test.describe('exporting transactions', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Aroha exports 60 days of her Everyday account as CSV and OFX, and third-party parsers read both', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-1', 'Everyday');
    const onScreen = await page.getByRole('list', { name: 'Posted transactions' }).getByRole('link').count();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Export transactions' })).toBeVisible();
    await expectAccessible(page);
    await accountShots(page, 'export-dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    const today = await sandboxToday(page.request);
    const [from, to] = [typedDate(today, -60), typedDate(today, -1)];
    const csv = await download(page, 'CSV', from, to);
    expect(csv.name).toMatch(/^Everyday-38-9123-\d{7}-00-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    new TextDecoder('utf-8', { fatal: true }).decode(csv.bytes);
    const rows = parse(csv.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(onScreen);
    const asIso = (nz: string) => nz.split('/').reverse().join('-');
    expect(rows.every((r) => asIso(r.Date ?? '') >= asIso(from) && asIso(r.Date ?? '') <= asIso(to))).toBe(true);
    const cents = (value: string) => Math.round(Number(value) * 100);
    rows.slice(1).forEach((row, i) => expect(cents(row.Balance ?? '')).toBe(cents(rows[i]?.Balance ?? '') + cents(row.Amount ?? '')));

    const ofx = await download(page, 'OFX', from, to);
    expect(ofx.name.endsWith('.ofx')).toBe(true);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(ofx.bytes);
    const viaOfxJs = parseSync(text);
    expect(viaOfxJs.header).toMatchObject({ ENCODING: 'UTF-8', CHARSET: 'NONE' });
    const ofxRows = viaOfxJs.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN as Record<string, string>[];
    expect(ofxRows).toHaveLength(rows.length);
    expect(ofxRows.map((r) => cents(r.TRNAMT ?? ''))).toEqual(rows.map((r) => cents(r.Amount ?? '')));
    const viaExtractor = new Ofx(text).getBankTransferList() as unknown as Record<string, unknown>[];
    expect(viaExtractor.map((r) => String(r.FITID))).toEqual(ofxRows.map((r) => r.FITID));
    const closing = viaOfxJs.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.LEDGERBAL.BALAMT as string;
    expect(cents(closing)).toBe(cents(rows.at(-1)?.Balance ?? ''));
  });

  test('a range it cannot export is explained, with what was typed kept', async ({ page }) => {
    await logInHome(page, '1000001', 'Aroha');
    await openAccount(page, '1000001-1', 'Everyday');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export transactions' });
    const today = await sandboxToday(page.request);
    await dialog.getByLabel('From date').fill(typedDate(today, -400));
    await dialog.getByLabel('To date').fill(typedDate(today, 0));
    await dialog.getByRole('button', { name: 'Download' }).click();
    await expect(dialog.getByText('Choose a range of up to a year (366 days)')).toBeVisible();
    await expect(dialog.getByLabel('From date')).toHaveValue(typedDate(today, -400));
    await expectAccessible(page);
  });
});
