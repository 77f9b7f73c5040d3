import { ContainerModule } from 'inversify';
import { BOT_CHECK_TOKENS as B } from '../../../../src/features/bot-check/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeBotCheck } from './FakeBotCheck';

/** A bot check that solves at once, with proofs the fakes of password reset and new-customer applications accept once. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(B.BotCheck).toConstantValue(new FakeBotCheck());
});
