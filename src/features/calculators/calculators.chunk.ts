import { ContainerModule } from 'inversify';
import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { calculatorsModule } from './calculators.module';
import BorrowingCalculatorPage from './ui/BorrowingCalculatorPage';
import RepaymentCalculatorPage from './ui/RepaymentCalculatorPage';

/** The calculators: stores over the core arithmetic, no adapters (nothing to fetch). */
export const chunk: FeatureChunk = { module: calculatorsModule, adapters: new ContainerModule(() => {}), pages: { RepaymentCalculatorPage, BorrowingCalculatorPage } };
