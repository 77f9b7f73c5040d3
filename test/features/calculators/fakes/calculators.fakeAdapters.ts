import { ContainerModule } from 'inversify';
import type { TestOptions } from '../../../support/testOptions';

/** The calculators have no ports: nothing to fake. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(() => undefined);
