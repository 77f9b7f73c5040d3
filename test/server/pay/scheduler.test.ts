import Fastify from 'fastify';
import { addDays, aucklandToday } from '../../../contract/rules/AucklandDate';
import { installDueWork } from '../../../server/platform/jobs/dueWork';
import { dueJobsOf, loadAreas } from '../../../server/app/loadAreas';
import { SERVER_AREAS } from '../../../server/areas';
import { balanceOf, moneySandbox, type MoneySandbox } from '../../support/moneySandbox';
import { testClock } from '../../support/testClock';
import { sandboxNowMs } from '../../support/sandboxTime';

let sandbox: MoneySandbox;
beforeAll(async () => { sandbox = await moneySandbox(['1000001']); }, 120_000);
afterAll(async () => { await sandbox.close(); });

async function statusWithin(receiptId: string, wanted: string, ms: number): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    const status = (await sandbox.get('1000001', `/api/receipts/${receiptId}`)).json().status as string;
    if (status === wanted || Date.now() > until) return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('posts due scheduled payments when the server starts, then on its timer, and stops when it closes', async () => {
  const now = await sandboxNowMs(sandbox.db);
  const tomorrow = addDays(aucklandToday(now), 1);
  const schedule = async (amountCents: number) => (await sandbox.post('1000001', '/api/payments', {
    fromAccountId: '1000001-1', to: { accountNumber: '01-0902-0068389-00', name: 'Hemi Walker' }, amountCents,
    particulars: '', code: '', reference: '', date: tomorrow,
  })).json().id as string;
  const first = await schedule(101);
  const before = await balanceOf(sandbox.db, '1000001-1');
  const clock = testClock(now + 2 * 86_400_000); // the day after tomorrow
  const server = Fastify();
  installDueWork(server, { db: sandbox.db, intervalMs: 20, clock, jobs: dueJobsOf(await loadAreas(SERVER_AREAS)) });
  await server.ready();
  expect((await sandbox.get('1000001', `/api/receipts/${first}`)).json().status).toBe('paid');
  const second = await schedule(202);
  // The timer's next tick posts it; on a busy machine and a real PostgreSQL a tick can take
  // longer than a fixed wait, so ask until it is paid (the test still fails if it never is).
  expect(await statusWithin(second, 'paid', 5_000)).toBe('paid');
  expect((await balanceOf(sandbox.db, '1000001-1')).balance).toBe(before.balance - 101 - 202);
  await server.close();
  clock.set(now + 3 * 86_400_000);
  const third = await schedule(303);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await sandbox.get('1000001', `/api/receipts/${third}`)).json().status).toBe('scheduled');
});
