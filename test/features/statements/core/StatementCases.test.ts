import { statementMonthLabel, statementsByMonth } from '../../../../src/features/statements/core/domain/Statement';
import { ChangeLetterDelivery, DownloadStatement, type SaveFile } from '../../../../src/features/statements/core/use-cases/StatementCases';
import { AROHA_STATEMENTS, FakeStatementService } from '../fakes/FakeStatementService';

describe('DownloadStatement', () => {
  it("saves the statement's PDF as application/pdf", async () => {
    const saved: Parameters<SaveFile>[0][] = [];
    const service = new FakeStatementService();
    const ok = await new DownloadStatement(service, async (file) => { saved.push(file); return true; }).execute({ accountId: '1000001-2', month: '2026-10' });
    expect(ok).toBe(true);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ fileName: 'statement-1000001-2-2026-10.pdf', mimeType: 'application/pdf' });
    expect(String.fromCharCode(...saved[0]!.bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('passes on a 404 and saves nothing', async () => {
    const saved: unknown[] = [];
    const download = new DownloadStatement(new FakeStatementService(), async (file) => { saved.push(file); return true; });
    await expect(download.execute({ accountId: '1000004-1', month: '2026-10' })).rejects.toMatchObject({ status: 404 });
    expect(saved).toEqual([]);
  });
});

describe('ChangeLetterDelivery', () => {
  it('sends a changed choice, and nothing for the same one', async () => {
    const service = new FakeStatementService();
    const change = new ChangeLetterDelivery(service);
    expect(await change.execute('digital', 'digital')).toBe(false);
    expect(await change.execute('digital', 'posted')).toBe(true);
    expect((await service.overview()).preference).toBe('posted');
  });
});

describe('statement months', () => {
  it('groups statements by month, newest first, and names the month', () => {
    expect(statementsByMonth(AROHA_STATEMENTS.statements).map((m) => [m.month, m.statements.length])).toEqual([['2026-10', 2], ['2026-09', 1]]);
    expect(statementMonthLabel('2026-10')).toBe('October 2026');
  });
});
