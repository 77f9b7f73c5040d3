import { mulberry32 } from '../../../server/address/random';
import { balanceOf, ledgerBreaks, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001', '1000004', '1000006']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const THREE = ['1000001-1', '1000001-2', '1000001-3'];
const transfer = (fromAccountId: string, toAccountId: string, amountCents: number) =>
  ({ fromAccountId, toAccountId, amountCents, reference: 'Savings' });

describe('POST /api/transfers', () => {
  it('200 concurrent transfers among three accounts keep the total, and no balance falls below 0', async () => {
    const before = await Promise.all(THREE.map((id) => balanceOf(sandbox.db, id)));
    const rng = mulberry32(42);
    const answers = await Promise.all(Array.from({ length: 200 }, () => {
      const from = THREE[Math.floor(rng() * 3)] as string;
      const to = THREE.filter((id) => id !== from)[Math.floor(rng() * 2)] as string;
      return sandbox.post('1000001', '/api/transfers', transfer(from, to, 1 + Math.floor(rng() * 900_000)));
    }));
    const statuses = new Set(answers.map((a) => a.statusCode));
    expect([...statuses].every((s) => s === 200 || s === 400)).toBe(true);
    expect(answers.some((a) => a.statusCode === 400)).toBe(true); // some asked for more than was there
    const after = await Promise.all(THREE.map((id) => balanceOf(sandbox.db, id)));
    const total = (balances: { balance: number }[]) => balances.reduce((sum, b) => sum + b.balance, 0);
    expect(total(after)).toBe(total(before));
    expect(after.every((b) => b.balance >= 0 && b.available >= 0)).toBe(true);
    expect(await ledgerBreaks(sandbox.db)).toEqual([]);
  }, 120_000);

  it('tops up the term deposit from Everyday, with a receipt', async () => {
    const td = await balanceOf(sandbox.db, '1000001-4');
    const response = await sandbox.post('1000001', '/api/transfers', transfer('1000001-1', '1000001-4', 50_000));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'transfer', status: 'paid', to: { name: 'Term Deposit 12 months' }, amountCents: 50_000 });
    expect((await balanceOf(sandbox.db, '1000001-4')).balance).toBe(td.balance + 50_000);
  });

  it('refuses a transfer out of a term deposit or KiwiSaver, into KiwiSaver, or to the same account', async () => {
    for (const [from, to] of [['1000001-4', '1000001-1'], ['1000001-6', '1000001-1'], ['1000001-1', '1000001-6'], ['1000001-1', '1000001-1']]) {
      expect((await sandbox.post('1000001', '/api/transfers', transfer(from as string, to as string, 100))).statusCode).toBe(400);
    }
    expect((await sandbox.post('1000006', '/api/transfers', transfer('1000006-1', '1000006-2', 100))).statusCode).toBe(400);
  });
});
