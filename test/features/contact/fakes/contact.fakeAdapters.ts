import { ContainerModule } from 'inversify';
import type { TestOptions } from '../../../support/testOptions';

/** This area has no ports of its own (it uses the platform's and other areas'): nothing to fake. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(() => undefined);
