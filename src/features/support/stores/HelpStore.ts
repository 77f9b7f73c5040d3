import { makeAutoObservable } from 'mobx';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import type { Faq } from '../core/domain/Content';
import type { ContentService } from '../core/ports/ContentService';
import { loadInto, type LoadStatus } from './loadInto';

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The help centre: every question, and those matching what was typed (every word, in the question or answer). */
export class HelpStore {
  faqs: Faq[] = [];
  query = '';
  status: LoadStatus = 'idle';

  constructor(private readonly content: ContentService, private readonly monitoring: Monitoring) {
    makeAutoObservable<this, 'content' | 'monitoring'>(this, { content: false, monitoring: false }, { autoBind: true });
  }

  setQuery(value: string): void { this.query = value; }

  get matches(): Faq[] {
    const words = fold(this.query).split(/\s+/).filter(Boolean);
    if (words.length === 0) return this.faqs;
    return this.faqs.filter((faq) => {
      const text = fold(`${faq.topic} ${faq.question} ${plain(faq.answerHtml)}`);
      return words.every((word) => text.includes(word));
    });
  }

  load(): Promise<void> {
    return loadInto(this, this.monitoring, 'content/faqs', () => this.content.listFaqs(), (faqs) => { this.faqs = faqs; });
  }
}
