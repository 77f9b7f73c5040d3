import { describeOpenApplyCatalogueContract } from '../contracts/OpenApplyCatalogue.contract';
import { FakeOpenApplyCatalogue } from './FakeOpenApplyCatalogue';

describeOpenApplyCatalogueContract('FakeOpenApplyCatalogue', async () => new FakeOpenApplyCatalogue());
