import type { ServiceIdentifier } from 'inversify';
import type { InboxService } from './core/ports/InboxService';
import type { InboxStore } from './stores/InboxStore';

const token = <T>(name: string) => Symbol.for(`kowhai.${name}`) as ServiceIdentifier<T>;

/** The messages area's service identifiers. */
export const MESSAGES_TOKENS = {
  InboxService: token<InboxService>('InboxService'),
  InboxStore: token<InboxStore>('InboxStore'),
} as const;
