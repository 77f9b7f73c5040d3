import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked } from '../../../../../src/kernel/domain/Escalation';
import { RunSafeguarded, type ChallengePrompt } from '../../../../../src/features/escalation/core/use-cases/RunSafeguarded';
import { AROHA } from '../../../../support/demoData';
import { FakeSecurityService } from '../../../security/fakes/FakeSecurityService';
import { FakeTokenService } from '../../../session/fakes/FakeTokenService';

function setup(codes: Array<string | null | ((s: FakeSecurityService) => string)>) {
  const tokens = new FakeTokenService([AROHA]);
  const security = new FakeSecurityService(AROHA.password, tokens.safeguard);
  const asked: Array<string | null> = [];
  const explained: string[] = [];
  let settled = 0;
  const prompt: ChallengePrompt = {
    askForCode: async ({ error }) => {
      asked.push(error);
      const next = codes.shift();
      return typeof next === 'function' ? next(security) : next ?? null;
    },
    explain: async (block) => { explained.push(block); },
    settled: () => { settled += 1; },
  };
  const change = (operationId?: string) => security.changePassword({ currentPassword: AROHA.password, newPassword: 'Pohutukawa-2027' }, operationId);
  return { tokens, security, asked, explained, settled: () => settled, run: () => new RunSafeguarded(tokens).execute(change, prompt) };
}

const rightCode = (s: FakeSecurityService) => s.lastCode!;

describe('RunSafeguarded', () => {
  it('6002: asks for the SMS code, escalates, and retries the operation with it', async () => {
    const { tokens, security, asked, settled, run } = setup([rightCode]);
    await run();
    expect(asked).toEqual([null]);
    expect(settled()).toBe(1);
    expect(tokens.escalations).toEqual([{ challengeResponse: security.lastCode, operationId: 'op-1' }]);
    expect(security.changes).toBe(1);
  });

  it('asks again after a wrong code, saying why', async () => {
    const { security, asked, run } = setup(['000000', rightCode]);
    await run();
    expect(asked).toEqual([null, "That code doesn't match the one we sent. Check the text message and try again."]);
    expect(security.changes).toBe(1);
  });

  it('five wrong codes void the operation: the sixth try is expired', async () => {
    const { security, run } = setup(['000000', '000001', '000002', '000003', '000004', rightCode]);
    await expect(run()).rejects.toEqual(new EscalationFailure('expired'));
    expect(security.changes).toBe(0);
  });

  it('a cancel ends it without changing anything', async () => {
    const { security, settled, run } = setup([null]);
    await expect(run()).rejects.toEqual(new SafeguardBlocked('cancelled'));
    expect(settled()).toBe(1);
    expect(security.changes).toBe(0);
  });

  it.each([
    ['contact-us', 'contact-us'],
    ['specify-device', 'specify-device'],
    ['no-mobile', 'no-mobile'],
  ] as const)('%s safeguard: explains and stops without asking for a code', async (mode, block) => {
    const { security, asked, explained, run } = setup([]);
    security.mode = mode;
    await expect(run()).rejects.toEqual(new SafeguardBlocked(block));
    expect(explained).toEqual([block]);
    expect(asked).toEqual([]);
  });

  it("6001 with the bank's reason (a new mobile cooling off): explains in the bank's words", async () => {
    const { tokens } = setup([]);
    const seen: Array<[string, string | undefined]> = [];
    const cooling = new ApiError(403, 6001, { NativeErrorCode: 6001, message: 'Your new mobile number can receive security codes from 28 Nov 2026, 3:05 pm.' });
    const prompt: ChallengePrompt = { askForCode: async () => null, explain: async (block, message) => { seen.push([block, message]); }, settled: () => {} };
    await expect(new RunSafeguarded(tokens).execute(() => Promise.reject(cooling), prompt)).rejects.toEqual(new SafeguardBlocked('contact-us'));
    expect(seen).toEqual([['contact-us', 'Your new mobile number can receive security codes from 28 Nov 2026, 3:05 pm.']]);
  });

  it('6002 sentBy email (a factor change, no mobile): asks for the code naming the email address, says "check the email" after a wrong one', async () => {
    const { tokens } = setup([]);
    const { operationId, code } = tokens.safeguard.issue();
    const asked: Array<Parameters<ChallengePrompt['askForCode']>[0]> = [];
    const answers = ['000000', code];
    const prompt: ChallengePrompt = {
      askForCode: async (request) => { asked.push(request); return answers.shift() ?? null; }, explain: async () => {}, settled: () => {},
    };
    const emailed = new ApiError(403, 6002, {
      NativeErrorCode: 6002, message: 'We have sent a 6-digit code to your email address. Enter it to continue.', operationId, sentBy: 'email', sentTo: 'l***@example.co.nz',
    });
    const tried: Array<string | undefined> = [];
    const add = async (id?: string) => { tried.push(id); if (!id) throw emailed; return 'added'; };
    await expect(new RunSafeguarded(tokens).execute(add, prompt)).resolves.toBe('added');
    expect(asked).toEqual([
      { error: null, sentBy: 'email', sentTo: 'l***@example.co.nz' },
      { error: "That code doesn't match the one we sent. Check the email and try again.", sentBy: 'email', sentTo: 'l***@example.co.nz' },
    ]);
    expect(tried).toEqual([undefined, operationId]);
  });

  it('6002 by text (sentBy sms) asks as before, naming no email', async () => {
    const { asked, run } = setup([rightCode]);
    await run();
    expect(asked).toEqual([null]);
  });

  it('passes a refused approval (403 4004: the code was for other details) through untouched, asking nothing', async () => {
    const { tokens, asked } = setup([]);
    const refused = new ApiError(403, 4004, { NativeErrorCode: 4004, message: 'The code you entered was for different details, so nothing was done.' });
    await expect(new RunSafeguarded(tokens).execute(() => Promise.reject(refused), { askForCode: async () => null, explain: async () => {}, settled: () => {} })).rejects.toBe(refused);
    expect(asked).toEqual([]);
  });

  it('passes other errors through untouched', async () => {
    const { tokens, asked } = setup([]);
    const failure = new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Your current password is incorrect.' });
    await expect(new RunSafeguarded(tokens).execute(() => Promise.reject(failure), { askForCode: async () => null, explain: async () => {}, settled: () => {} })).rejects.toBe(failure);
    expect(asked).toEqual([]);
  });
});
