import { LocalDrafts } from '../../../../src/features/apply/core/domain/LocalDrafts';
import { SubmitAsNewCustomer } from '../../../../src/features/apply/core/use-cases/SubmitAsNewCustomer';
import { ProveNotARobot } from '../../../../src/features/bot-check/core/use-cases/ProveNotARobot';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeDebugOptions } from '../../../kernel/fakes/FakeDebugOptions';
import { FakeNativeBridge } from '../../../kernel/fakes/FakeNativeBridge';
import { FakeSessionStorage } from '../../../kernel/fakes/FakeSessionStorage';
import { PERSONAL_LOAN } from '../contracts/validAnswers';
import { FakeBotCheck } from '../../bot-check/fakes/FakeBotCheck';
import { FakeNewCustomerApplications } from '../fakes/FakeNewCustomerApplications';

function subject() {
  const service = new FakeNewCustomerApplications();
  const bot = new FakeBotCheck();
  const debug = new FakeDebugOptions();
  const drafts = new LocalDrafts(new FakeSessionStorage());
  const native = new FakeNativeBridge(new FakeClock());
  drafts.write('personal-loan', { id: null, step: 4, answers: PERSONAL_LOAN });
  return { service, bot, debug, drafts, native, useCase: new SubmitAsNewCustomer(service, new ProveNotARobot(bot, debug), drafts, native) };
}

describe('SubmitAsNewCustomer', () => {
  it('solves the bot check, submits the answers, forgets the tab\'s draft and tells the app it is complete', async () => {
    const { service, bot, drafts, native, useCase } = subject();
    const decision = await useCase.execute({ product: 'personal-loan', answers: PERSONAL_LOAN });
    expect(decision.outcome).toBe('referred');
    expect(bot.solved).toBe(1);
    expect(service.submitted[0]?.answers).toEqual(PERSONAL_LOAN);
    expect(drafts.read('personal-loan')).toBeNull();
    expect(native.sent.some((url) => url.includes('complete') && url.includes('new-customer-1'))).toBe(true);
  });

  it('asks to skip the bot check when the debug switch is on', async () => {
    const { bot, debug, useCase } = subject();
    debug.write('bypassRecaptcha', true);
    await useCase.execute({ product: 'personal-loan', answers: PERSONAL_LOAN });
    expect(bot.solved).toBe(0);
  });

  it('keeps the draft when the submit fails', async () => {
    const { service, drafts, useCase } = subject();
    service.failNext = new ApiError(500);
    await expect(useCase.execute({ product: 'personal-loan', answers: PERSONAL_LOAN })).rejects.toBeInstanceOf(ApiError);
    expect(drafts.read('personal-loan')?.answers).toEqual(PERSONAL_LOAN);
  });
});
