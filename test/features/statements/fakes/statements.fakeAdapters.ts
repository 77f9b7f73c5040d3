import { ContainerModule } from 'inversify';
import { STATEMENTS_TOKENS as T } from '../../../../src/features/statements/tokens';
import type { TestOptions } from '../../../support/testOptions';
import { FakeStatementService } from './FakeStatementService';

/** Aroha's statements in memory. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(T.StatementService).toDynamicValue(() => new FakeStatementService()).inSingletonScope();
});
