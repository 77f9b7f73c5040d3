import { serviceId } from '../../platform/tokens';
import type { InboxService } from './core/ports/InboxService';
import type { InboxStore } from './stores/InboxStore';

/** The messages area's service identifiers. */
export const MESSAGES_TOKENS = {
  InboxService: serviceId<InboxService>('InboxService'),
  InboxStore: serviceId<InboxStore>('InboxStore'),
} as const;
