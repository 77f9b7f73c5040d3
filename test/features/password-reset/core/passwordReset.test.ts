import { parseDateOfBirth } from '../../../../src/features/password-reset/core/domain/PasswordReset';
import { CompletePasswordReset } from '../../../../src/features/password-reset/core/use-cases/CompletePasswordReset';
import { StartPasswordReset } from '../../../../src/features/password-reset/core/use-cases/StartPasswordReset';
import { ProveNotARobot } from '../../../../src/features/bot-check/core/use-cases/ProveNotARobot';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeDebugOptions } from '../../../kernel/fakes/FakeDebugOptions';
import { FakeBotCheck } from '../../bot-check/fakes/FakeBotCheck';
import { FakePasswordResetService } from '../fakes/FakePasswordResetService';

const TAMA = { customerNumber: '1000006', dateOfBirth: '1960-01-17' };

describe('StartPasswordReset', () => {
  it('solves the bot check and asks for a code', async () => {
    const service = new FakePasswordResetService();
    const bot = new FakeBotCheck();
    await new StartPasswordReset(service, new ProveNotARobot(bot, new FakeDebugOptions())).execute(TAMA);
    expect(bot.solved).toBe(1);
    expect(service.latestCode('1000006')).toMatch(/^\d{6}$/);
  });

  it('asks to skip the bot check when the debug switch is on, without solving it', async () => {
    const service = new FakePasswordResetService();
    const bot = new FakeBotCheck();
    const debug = new FakeDebugOptions();
    debug.write('bypassRecaptcha', true);
    await new StartPasswordReset(service, new ProveNotARobot(bot, debug)).execute(TAMA);
    expect(bot.solved).toBe(0);
    service.bypassAllowed = false;
    await expect(new StartPasswordReset(service, new ProveNotARobot(bot, debug)).execute(TAMA)).rejects.toMatchObject({ status: 403 });
  });
});

describe('CompletePasswordReset', () => {
  it('refuses a password the policy refuses before asking the bank', async () => {
    const service = new FakePasswordResetService();
    const spy = jest.spyOn(service, 'complete');
    await expect(new CompletePasswordReset(service).execute({ resetId: 'r', customerNumber: '1000006', code: '123456', newPassword: '1000006' }))
      .rejects.toThrow('Choose a password that is not your customer number.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('sets the new password with the right code and fails with the wrong one', async () => {
    const service = new FakePasswordResetService();
    const { resetId } = await new StartPasswordReset(service, new ProveNotARobot(new FakeBotCheck(), new FakeDebugOptions())).execute(TAMA);
    const complete = new CompletePasswordReset(service);
    await expect(complete.execute({ resetId, customerNumber: '1000006', code: '000000', newPassword: 'a long new passphrase' })).rejects.toBeInstanceOf(ApiError);
    await complete.execute({ resetId, customerNumber: '1000006', code: service.latestCode('1000006'), newPassword: 'a long new passphrase' });
    expect(service.customers.get('1000006')?.password).toBe('a long new passphrase');
  });
});

describe('parseDateOfBirth', () => {
  it.each([
    ['17/01/1960', '1960-01-17'], ['17-1-1960', '1960-01-17'], [' 7 3 2001 ', '2001-03-07'],
    ['31/02/1990', null], ['1960-01-17', null], ['17/01/60', null], ['', null], ['01/01/1850', null],
  ])('%s → %s', (text, iso) => expect(parseDateOfBirth(text)).toBe(iso));
});
