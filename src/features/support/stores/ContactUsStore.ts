import { makeAutoObservable } from 'mobx';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import type { ContactChannels } from '../core/domain/Content';
import type { ContentService } from '../core/ports/ContentService';
import { loadInto, type LoadStatus } from './loadInto';

export class ContactUsStore {
  channels: ContactChannels | null = null;
  status: LoadStatus = 'idle';

  constructor(private readonly content: ContentService, private readonly monitoring: Monitoring) {
    makeAutoObservable<this, 'content' | 'monitoring'>(this, { content: false, monitoring: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return loadInto(this, this.monitoring, 'content/contact', () => this.content.getContactChannels(), (channels) => { this.channels = channels; });
  }
}
