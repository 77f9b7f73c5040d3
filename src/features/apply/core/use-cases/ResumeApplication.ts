import type { ApplicationProduct, Draft } from '../domain/Application';
import { EMPTY_DRAFT } from '../domain/Application';
import type { LocalDrafts } from '../domain/LocalDrafts';
import type { ApplicationService } from '../ports/ApplicationService';

/**
 * Opens a journey where the applicant left it. Anonymous: the tab's draft. Logged in: the
 * bank's open application (get-or-create); when this tab holds answers typed before logging
 * in, they are the newest, so they win and are saved to the bank at once.
 */
export class ResumeApplication {
  constructor(private readonly applications: ApplicationService, private readonly drafts: LocalDrafts) {}

  async execute(input: { product: ApplicationProduct; loggedIn: boolean }): Promise<Draft> {
    const local = this.drafts.read(input.product);
    if (!input.loggedIn) return { ...(local ?? EMPTY_DRAFT), id: null };
    const held = await this.applications.getOrCreate(input.product);
    const typedHere = local !== null && (local.id === null || local.id === held.id) && Object.keys(local.answers).length > 0;
    const draft: Draft = typedHere
      ? await this.applications.save(held.id, { step: local.step, answers: { ...held.answers, ...local.answers } })
      : held;
    const resumed = { id: draft.id, step: draft.step, answers: draft.answers };
    this.drafts.write(input.product, resumed);
    return resumed;
  }
}
