import { ContainerModule } from 'inversify';
import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { calculatorsModule } from './calculators.module';
import BorrowingCalculatorPage from './ui/BorrowingCalculatorPage';
import RepaymentCalculatorPage from './ui/RepaymentCalculatorPage';

/** The calculators: stores over the core arithmetic, no adapters (nothing to fetch). */
export const module = calculatorsModule;
export const adapters = new ContainerModule(() => {});
export const pages = { RepaymentCalculatorPage, BorrowingCalculatorPage } satisfies FeatureChunk['pages'];
