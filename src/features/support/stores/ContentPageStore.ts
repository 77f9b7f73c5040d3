import { makeAutoObservable } from 'mobx';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import type { ContentPage } from '../core/domain/Content';
import type { ContentService } from '../core/ports/ContentService';
import { loadInto, type LoadStatus } from './loadInto';

/** A legal page (/terms-and-conditions/:token); `page` null once loaded means there is no such page. */
export class ContentPageStore {
  page: ContentPage | null = null;
  status: LoadStatus = 'idle';

  constructor(private readonly content: ContentService, private readonly monitoring: Monitoring) {
    makeAutoObservable<this, 'content' | 'monitoring'>(this, { content: false, monitoring: false }, { autoBind: true });
  }

  load(token: string): Promise<void> {
    this.page = null;
    return loadInto(this, this.monitoring, `content/pages/${token}`, () => this.content.getPage(token), (page) => { this.page = page; });
  }
}
