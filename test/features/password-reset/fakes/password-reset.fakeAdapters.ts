import { ContainerModule } from 'inversify';
import { PASSWORD_RESET_TOKENS as R } from '../../../../src/features/password-reset/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakePasswordResetService } from './FakePasswordResetService';

/** Password reset in memory: the demo customers, codes "texted" where the test can read them. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(R.PasswordResetService).toConstantValue(new FakePasswordResetService());
});
