import { ApiError } from '../../../../../src/kernel/domain/ApiError';
import { EscalationFailure, SafeguardBlocked } from '../../../../../src/kernel/domain/Escalation';
import type { PasskeyApproval } from '../../../../../src/kernel/ports/PasskeyApproval';
import {
  PASSKEY_CANCELLED_MESSAGE, RunSafeguarded, USE_PASSKEY, type ChallengeAnswer, type ChallengePrompt,
} from '../../../../../src/features/escalation/core/use-cases/RunSafeguarded';
import { FakeTokenService } from '../../../session/fakes/FakeTokenService';
import { FakePasskeyAuthenticator } from '../../../../kernel/fakes/FakePasskeyAuthenticator';
import { AROHA } from '../../../../support/demoData';

/** The bank's passkey approval: the challenge for an operation, and the grant that escalates it. */
class FakePasskeyApproval implements PasskeyApproval {
  approved: string[] = [];
  refuse = false;
  constructor(private readonly escalated: Set<string>) {}
  async approvalOptions(operationId: string) {
    return { challengeId: `challenge-${operationId}`, options: { challenge: `for-${operationId}` } };
  }
  async approve(input: { operationId: string; challengeId: string; assertion: { response: { clientDataJSON: string } } }) {
    if (this.refuse || input.challengeId !== `challenge-${input.operationId}` || input.assertion.response.clientDataJSON !== `for-${input.operationId}`) {
      throw new EscalationFailure('passkey-refused');
    }
    this.approved.push(input.operationId);
    this.escalated.add(input.operationId);
  }
}

/** A safeguarded operation: 6002 (with `passkey`, and `smsSent`) until its operation is escalated. */
function setup(answers: ChallengeAnswer[], body: { passkey?: boolean; smsSent?: boolean } = { passkey: true }, supported = true) {
  const escalated = new Set<string>();
  const approval = new FakePasskeyApproval(escalated);
  const device = new FakePasskeyAuthenticator(supported);
  const asked: Array<{ error: string | null; passkey?: boolean; codeSent?: boolean }> = [];
  const explained: string[] = [];
  const prompt: ChallengePrompt = {
    askForCode: async (request) => { asked.push(request); return answers.shift() ?? null; },
    explain: async (block) => { explained.push(block); },
    settled: () => undefined,
  };
  let runs = 0;
  const operation = async (operationId?: string) => {
    if (!operationId || !escalated.has(operationId)) {
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'code sent', operationId: 'op-7', ...body });
    }
    runs += 1;
    return 'done';
  };
  const use = new RunSafeguarded(new FakeTokenService([AROHA]), { approval, authenticator: device });
  return { approval, device, asked, explained, runs: () => runs, run: () => use.execute(operation, prompt) };
}

describe('RunSafeguarded with a passkey', () => {
  it('offers the passkey when the bank does and the device can; "Use a passkey" approves that operation and it runs once', async () => {
    const { approval, device, asked, runs, run } = setup([USE_PASSKEY]);
    await expect(run()).resolves.toBe('done');
    expect(asked).toEqual([{ error: null, passkey: true }]);
    expect(device.asked).toEqual([{ kind: 'get', challenge: 'for-op-7' }]);
    expect(approval.approved).toEqual(['op-7']);
    expect(runs()).toBe(1);
  });

  it('does not offer it where the device has no passkeys (the native app): the code only', async () => {
    const { asked, run } = setup([null], { passkey: true }, false);
    await expect(run()).rejects.toEqual(new SafeguardBlocked('cancelled'));
    expect(asked).toEqual([{ error: null }]);
  });

  it('asks again, saying why, when the customer cancels at the device or the bank refuses the passkey', async () => {
    const { approval, device, asked, runs, run } = setup([USE_PASSKEY, USE_PASSKEY, USE_PASSKEY]);
    // First try: cancelled at the device. Second: the bank refuses. Third: approved.
    device.cancels = true;
    const originalGet = device.get.bind(device);
    let tries = 0;
    device.get = async (options) => {
      tries += 1;
      device.cancels = tries === 1;
      approval.refuse = tries === 2;
      return originalGet(options);
    };
    await expect(run()).resolves.toBe('done');
    expect(asked.map((a) => a.error)).toEqual([null, PASSKEY_CANCELLED_MESSAGE, "That passkey wasn't accepted. Try it again, or enter the code we sent you."]);
    expect(runs()).toBe(1);
  });

  it('with no code sent (passkey only) and no passkeys here, explains there is no mobile, and nothing runs', async () => {
    const { explained, runs, run } = setup([], { passkey: true, smsSent: false }, false);
    await expect(run()).rejects.toEqual(new SafeguardBlocked('no-mobile'));
    expect(explained).toEqual(['no-mobile']);
    expect(runs()).toBe(0);
  });

  it('with no code sent, tells the dialog so (the passkey is the only way)', async () => {
    const { asked, run } = setup([USE_PASSKEY], { passkey: true, smsSent: false });
    await expect(run()).resolves.toBe('done');
    expect(asked).toEqual([{ error: null, passkey: true, codeSent: false }]);
  });
});
