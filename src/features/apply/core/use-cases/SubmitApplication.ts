import type { NativeBridge } from '../../../../kernel/ports/NativeBridge';
import type { ApplicationProduct, Decision } from '../domain/Application';
import type { LocalDrafts } from '../domain/LocalDrafts';
import type { ApplicationService } from '../ports/ApplicationService';

/**
 * Submits the customer's application and answers the decision. A decided application is
 * finished: the tab forgets its draft, and the native app hears `complete`.
 * On failure the draft stays, in the tab and at the bank.
 */
export class SubmitApplication {
  constructor(
    private readonly applications: ApplicationService,
    private readonly drafts: LocalDrafts,
    private readonly native: NativeBridge,
  ) {}

  /** `operationId`: the escalated operation, when a safeguard (6002) asked for an SMS code first. */
  async execute(input: { product: ApplicationProduct; id: string; operationId?: string }): Promise<Decision> {
    const decision = await this.applications.submit(input.id, input.operationId);
    this.drafts.clear(input.product);
    this.native.send('complete', { journey: input.product, reference: input.id });
    return decision;
  }
}
