import { eftposAdapters } from './eftpos.adapters';
import { eftposModule } from './eftpos.module';
import OnlineEftposPage from './ui/OnlineEftposPage';

/** The online EFTPOS area (a FeatureChunk), loaded with its first page. */
export { eftposModule as module, eftposAdapters as adapters };
export const pages = { OnlineEftposPage };
