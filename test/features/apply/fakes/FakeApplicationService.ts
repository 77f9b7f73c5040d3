import { randomUUID } from 'node:crypto';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { Answers, Application, ApplicationProduct, Decision } from '../../../../src/features/apply/core/domain/Application';
import type { ApplicationService } from '../../../../src/features/apply/core/ports/ApplicationService';
import type { InsuranceQuote } from '../../../../src/features/apply/core/domain/ProductContext';
import { parseDollarsToCents } from '../../../../contract/rules/DollarAmount';
import { stateRefusal } from '../../../../contract/rules/ApplicationChanges';

export type Decide = (product: ApplicationProduct, answers: Answers) => Decision;

const APPROVE: Decide = (product) => ({
  outcome: 'approved', reasonCode: null, accountNumber: product.endsWith('-account') ? '38-9123-0999999-00' : null,
});

/** The bank's applications in memory: one draft per product, 10420 for an unknown id, 10425 once submitted. */
export class FakeApplicationService implements ApplicationService {
  readonly applications = new Map<string, Application>();
  /** Every call, in order, for tests that check what was saved when. */
  readonly calls: string[] = [];
  /** Operation ids the submits named (a safeguarded retry names its escalated operation). */
  readonly operationIds: (string | undefined)[] = [];
  /** Products whose submit is safeguarded: refused with 6002 until an operation id is named. */
  readonly safeguarded = new Set<ApplicationProduct>();
  /** The next call fails with this error once (a network blip, a server fault). */
  failNext: ApiError | null = null;

  constructor(private readonly decide: Decide = APPROVE) {}

  async getOrCreate(product: ApplicationProduct): Promise<Application> {
    this.calls.push(`getOrCreate ${product}`);
    this.maybeFail();
    const open = [...this.applications.values()].find((a) => a.product === product && a.status === 'draft');
    if (open) return open;
    const created: Application = { id: randomUUID(), product, status: 'draft', step: 0, answers: {} };
    this.applications.set(created.id, created);
    return created;
  }

  async find(id: string): Promise<Application> {
    this.calls.push('find');
    this.maybeFail();
    const found = this.applications.get(id);
    if (!found) throw new ApiError(404, 10420, { NativeErrorCode: 10420, message: 'Application not found.' });
    return found;
  }

  /** The bank decides an application outside the journey (a person refers or declines it). */
  setStatus(id: string, status: Application['status']): void {
    const found = this.applications.get(id);
    if (found) this.applications.set(id, { ...found, status });
  }

  async save(id: string, progress: { step: number; answers: Answers }): Promise<Application> {
    this.calls.push(`save ${progress.step}`);
    this.maybeFail();
    const saved = { ...this.draft(id), step: progress.step, answers: { ...progress.answers } };
    this.applications.set(id, saved);
    return saved;
  }

  async submit(id: string, operationId?: string): Promise<Decision> {
    this.calls.push('submit');
    this.operationIds.push(operationId);
    this.maybeFail();
    const draft = this.draft(id);
    if (this.safeguarded.has(draft.product) && !operationId) {
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code to your mobile phone.', operationId: 'op-fake-1' });
    }
    const decision = this.decide(draft.product, draft.answers);
    this.applications.set(id, { ...draft, status: decision.outcome });
    return decision;
  }

  /** A quote of 1/1000 of the cover a month, on an insurance draft with a cover amount (4010 otherwise). */
  async quote(id: string): Promise<InsuranceQuote> {
    this.calls.push('quote');
    this.maybeFail();
    const draft = this.draft(id);
    const coverCents = parseDollarsToCents(draft.answers.coverAmount ?? '');
    if (draft.product !== 'insurance' || coverCents === null) {
      throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'Enter how much cover you would like' });
    }
    return { coverCents, monthlyPremiumCents: Math.ceil(coverCents / 1000) };
  }

  private draft(id: string): Application {
    const found = this.applications.get(id);
    if (!found) throw new ApiError(404, 10420, { NativeErrorCode: 10420, message: 'Application not found.' });
    const refusal = stateRefusal(found.status, 'answers');
    if (refusal) throw new ApiError(409, refusal.NativeErrorCode, refusal);
    return found;
  }

  private maybeFail(): void {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
  }
}
