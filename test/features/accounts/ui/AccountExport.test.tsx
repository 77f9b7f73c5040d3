import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'csv-parse/sync';
import { parseSync } from 'ofx-js';
import { renderAccountPages } from './accountPageKit';

/** The bytes of a base64 payload read as UTF-8, strictly, as the app saving the file would store them. */
function textOf(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return decodeURIComponent(Array.from(bytes, (b) => `%${b.toString(16).padStart(2, '0')}`).join(''));
}

async function openExport() {
  const kit = await renderAccountPages('/online/accounts/1000001-1', { webview: true });
  await kit.user.click(await screen.findByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: 'Export transactions' });
  return { ...kit, dialog: within(dialog) };
}

describe('exporting an account’s transactions', () => {
  it('offers a date range typed DD/MM/YYYY, starting with the last 30 days', async () => {
    const { dialog } = await openExport();
    expect(dialog.getByRole('textbox', { name: 'From date' })).toHaveValue('23/10/2026');
    expect(dialog.getByRole('textbox', { name: 'To date' })).toHaveValue('21/11/2026');
    expect(dialog.getByRole('radio', { name: /CSV/ })).toBeChecked();
  });

  it('sends every posted transaction of the range, not only those on screen, to the app as a CSV a parser reads', async () => {
    const { dialog, user, bridge, history } = await openExport();
    await user.clear(dialog.getByRole('textbox', { name: 'From date' }));
    await user.type(dialog.getByRole('textbox', { name: 'From date' }), '14/10/2026');
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(bridge.payloadOf('download')).toBeDefined());
    const file = bridge.payloadOf('download') ?? {};
    expect(file).toMatchObject({ mimeType: 'text/csv', fileName: 'Everyday-38-9123-0102004-00-2026-10-14-to-2026-11-21.csv' });
    expect(history.exports.at(-1)).toEqual({ accountId: '1000001-1', from: '2026-10-14', to: '2026-11-21' });
    const rows = parse(textOf(file.base64 ?? ''), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(25);
    expect(rows.every((r) => /^\d{2}\/\d{2}\/2026$/.test(r.Date ?? ''))).toBe(true);
    bridge.answerDownload(file.fileName ?? '', true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export transactions' })).not.toBeInTheDocument());
  });

  it('sends OFX as application/x-ofx that ofx-js opens', async () => {
    const { dialog, user, bridge } = await openExport();
    await user.click(dialog.getByRole('radio', { name: /OFX/ }));
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(bridge.payloadOf('download')?.mimeType).toBe('application/x-ofx'));
    const parsed = parseSync(textOf(bridge.payloadOf('download')?.base64 ?? ''));
    expect(parsed.header).toMatchObject({ ENCODING: 'UTF-8', CHARSET: 'NONE' });
    expect(parsed.OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN.length).toBeGreaterThan(25);
  });

  it('keeps what was typed and says what is wrong with a range upside down or not a date, fetching nothing', async () => {
    const { dialog, user, history } = await openExport();
    const from = dialog.getByRole('textbox', { name: 'From date' });
    await user.clear(from);
    await user.type(from, '30/11/2026');
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    expect(await dialog.findByText('The from date must be on or before the to date')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '32/10/2026');
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveValue('32/10/2026');
    expect(dialog.getByText('Enter a real date as DD/MM/YYYY')).toBeInTheDocument();
    expect(history.exports).toEqual([]);
  });
});
