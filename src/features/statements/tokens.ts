import { serviceId } from '../../platform/tokens';
import type { StatementService } from './core/ports/StatementService';
import type { StatementsStore } from './stores/StatementsStore';

/** The statements area's service identifiers. */
export const STATEMENTS_TOKENS = {
  StatementService: serviceId<StatementService>('StatementService'),
  StatementsStore: serviceId<StatementsStore>('StatementsStore'),
} as const;
