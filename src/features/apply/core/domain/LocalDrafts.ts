import type { SessionStorage } from '../../../../kernel/ports/SessionStorage';
import type { ApplicationProduct, Draft } from './Application';

const key = (product: ApplicationProduct) => `application:${product}`;

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (draft.id === null || typeof draft.id === 'string') && Number.isInteger(draft.step)
    && typeof draft.answers === 'object' && draft.answers !== null
    && Object.values(draft.answers).every((answer) => typeof answer === 'string');
}

/**
 * The tab's copy of each application in progress (session storage): an anonymous visitor's
 * only copy, and a logged-in customer's safety net, so a reload or a failed save loses nothing.
 */
export class LocalDrafts {
  constructor(private readonly storage: SessionStorage) {}

  read(product: ApplicationProduct): Draft | null {
    const stored = this.storage.get(key(product));
    if (!stored) return null;
    try {
      const parsed: unknown = JSON.parse(stored);
      return isDraft(parsed) ? parsed : null;
    } catch {
      return null; // a value someone edited by hand: start afresh rather than fail
    }
  }

  write(product: ApplicationProduct, draft: Draft): void {
    this.storage.set(key(product), JSON.stringify(draft));
  }

  clear(product: ApplicationProduct): void {
    this.storage.remove(key(product));
  }
}
