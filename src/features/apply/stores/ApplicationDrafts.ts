import { makeAutoObservable, runInAction } from 'mobx';
import type { ApplicationProduct, Draft } from '../core/domain/Application';
import type { SaveApplicationStep } from '../core/use-cases/SaveApplicationStep';

/**
 * Where an application's answers are kept: the tab's copy on every change (nothing typed is
 * lost to a reload), the bank's copy on every step.
 */
export class ApplicationDrafts {
  /** The bank's copy is being saved. */
  saving = false;

  constructor(private readonly steps: SaveApplicationStep) {
    makeAutoObservable<this, 'steps'>(this, { steps: false }, { autoBind: true });
  }

  /** The tab's copy only: the bank's copy is saved on each step, not on each keystroke. */
  keepInTab(product: ApplicationProduct, draft: Draft): void {
    this.steps.keepInTab({ product, draft });
  }

  /** The bank's copy; throws what the bank answered (the tab's copy stays). */
  async save(product: ApplicationProduct, draft: Draft): Promise<void> {
    this.saving = true;
    try {
      await this.steps.execute({ product, draft });
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }
}
