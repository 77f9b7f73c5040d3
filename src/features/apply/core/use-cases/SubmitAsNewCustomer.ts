import type { BotProof } from '../../../../../contract/bot-check';
import type { NativeBridge } from '../../../../kernel/ports/NativeBridge';
import type { Answers, Decision } from '../domain/Application';
import type { LocalDrafts } from '../domain/LocalDrafts';
import type { NewCustomerApplications, NewCustomerProduct } from '../ports/NewCustomerApplications';

/** The bot-check area's ProveNotARobot as this core sees it (a core imports no other area). */
export interface NotARobot { execute(): Promise<BotProof> }

/**
 * A visitor's "continue as a new customer": the bot check's proof (the puzzle solved, or the
 * debug panel's skip, which only a test server honours), then the whole application submitted at once. Decided, the
 * tab forgets its draft and the native app hears `complete`; on failure the draft stays.
 */
export class SubmitAsNewCustomer {
  constructor(
    private readonly applications: NewCustomerApplications,
    private readonly notARobot: NotARobot,
    private readonly drafts: LocalDrafts,
    private readonly native: NativeBridge,
  ) {}

  async execute(input: { product: NewCustomerProduct; answers: Answers }): Promise<Decision> {
    const proof = await this.notARobot.execute();
    const decision = await this.applications.submit(input.product, input.answers, proof);
    this.drafts.clear(input.product);
    this.native.send('complete', { journey: input.product, reference: decision.reference });
    return decision;
  }
}
