import type { DebugOptions } from '../../../../kernel/ports/DebugOptions';
import type { NativeBridge } from '../../../../kernel/ports/NativeBridge';
import type { Answers, Decision } from '../domain/Application';
import type { BotProof } from '../domain/BotProof';
import type { LocalDrafts } from '../domain/LocalDrafts';
import type { BotCheck } from '../ports/BotCheck';
import type { NewCustomerApplications, NewCustomerProduct } from '../ports/NewCustomerApplications';

/**
 * A visitor's "continue as a new customer": the bot check (or the debug panel's skip, which
 * only a test server honours), then the whole application submitted at once. Decided, the
 * tab forgets its draft and the native app hears `complete`; on failure the draft stays.
 */
export class SubmitAsNewCustomer {
  constructor(
    private readonly applications: NewCustomerApplications,
    private readonly botCheck: BotCheck,
    private readonly debug: DebugOptions,
    private readonly drafts: LocalDrafts,
    private readonly native: NativeBridge,
  ) {}

  async execute(input: { product: NewCustomerProduct; answers: Answers }): Promise<Decision> {
    const proof: BotProof = this.debug.read().bypassRecaptcha ? { bypass: true } : await this.botCheck.solve();
    const decision = await this.applications.submit(input.product, input.answers, proof);
    this.drafts.clear(input.product);
    this.native.send('complete', { journey: input.product, reference: decision.reference });
    return decision;
  }
}
