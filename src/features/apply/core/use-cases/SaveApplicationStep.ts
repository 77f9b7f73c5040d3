import type { ApplicationProduct, Draft } from '../domain/Application';
import type { LocalDrafts } from '../domain/LocalDrafts';
import type { ApplicationService } from '../ports/ApplicationService';

/**
 * Saves a step: always to the tab (so nothing typed is lost, even when the bank cannot be
 * reached), and to the bank when the application is the customer's. Rejects with the
 * bank's ApiError when that save fails; the tab's copy stays.
 */
export class SaveApplicationStep {
  constructor(private readonly applications: ApplicationService, private readonly drafts: LocalDrafts) {}

  async execute(input: { product: ApplicationProduct; draft: Draft }): Promise<void> {
    const { product, draft } = input;
    this.drafts.write(product, draft);
    if (draft.id !== null) await this.applications.save(draft.id, { step: draft.step, answers: draft.answers });
  }

  /** Between steps (every change typed): the tab's copy only, so a reload keeps it. */
  keepInTab(input: { product: ApplicationProduct; draft: Draft }): void {
    this.drafts.write(input.product, input.draft);
  }
}
