import { newestFirst, type InboxMessage } from '../domain/InboxMessage';
import type { InboxService } from '../ports/InboxService';

/** The inbox, newest first. */
export class LoadInbox {
  constructor(private readonly inbox: InboxService) {}

  async execute(): Promise<InboxMessage[]> {
    return newestFirst(await this.inbox.list());
  }
}
