import { serviceId } from '../../platform/tokens';
import type { TransferService } from './core/ports/TransferService';
import type { TransferStore } from './stores/TransferStore';

/** The transfer area's service identifiers. */
export const TRANSFER_TOKENS = {
  TransferService: serviceId<TransferService>('TransferService'),
  TransferStore: serviceId<TransferStore>('TransferStore'),
} as const;
