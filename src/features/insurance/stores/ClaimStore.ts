import { validateSync } from 'class-validator';
import { makeAutoObservable, runInAction } from 'mobx';
import { aucklandToday } from '../../../../contract/rules/AucklandDate';
import { phoneNumberProblem } from '../../../../contract/rules/PhoneNumber';
import type { Clock } from '../../../kernel/ports/Clock';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import type { ClaimKind, PolicyDetail } from '../core/domain/Policy';
import type { InsuranceService } from '../core/ports/InsuranceService';
import { ClaimForm } from './ClaimForm';
import { parseNzDate } from './nzDateInput';

export { CLAIM_KINDS, type ClaimKind } from '../core/domain/Policy';

type Field = 'kind' | 'eventDate' | 'description' | 'contactPhone';

/** One policy's page and its claim form. */
export class ClaimStore {
  policy: PolicyDetail | null = null;
  status: 'loading' | 'ready' | 'missing' | 'failed' = 'loading';
  kind: ClaimKind | '' = '';
  eventDate = '';
  description = '';
  contactPhone = '';
  submitted = false;
  sending = false;
  sendFailed = false;
  lodgedReference: string | null = null;

  constructor(private readonly insurance: InsuranceService, private readonly clock: Clock, private readonly monitoring: Monitoring) {
    makeAutoObservable<this, 'insurance' | 'clock' | 'monitoring'>(this, { insurance: false, clock: false, monitoring: false }, { autoBind: true });
  }

  set(field: Field, value: string): void { Object.assign(this, { [field]: value }); }

  get errors(): Partial<Record<Field, string>> {
    if (!this.submitted) return {};
    const form = Object.assign(new ClaimForm(), { kind: this.kind, eventDate: this.eventDate.trim(), description: this.description.trim(), contactPhone: this.contactPhone });
    const errors: Partial<Record<Field, string>> = {};
    for (const error of validateSync(form)) errors[error.property as Field] = Object.values(error.constraints ?? {})[0];
    const date = parseNzDate(this.eventDate);
    if (!errors.eventDate && !date) errors.eventDate = 'Enter a real date as DD/MM/YYYY';
    else if (date && date > aucklandToday(this.clock.now())) errors.eventDate = 'The date must be today or earlier';
    const phone = this.contactPhone.trim() === '' ? null : phoneNumberProblem(this.contactPhone);
    if (phone) errors.contactPhone = phone;
    return errors;
  }

  /** Opens a policy: its details, and a blank claim form. */
  async load(id: string): Promise<void> {
    Object.assign(this, { status: 'loading', policy: null, kind: '', eventDate: '', description: '', contactPhone: '', submitted: false, sendFailed: false, lodgedReference: null });
    try {
      const policy = await this.insurance.getPolicy(id);
      runInAction(() => { this.policy = policy; this.status = policy ? 'ready' : 'missing'; });
    } catch (error) {
      this.monitoring.report(error, { queryKey: `insurance/policies/${id}` });
      runInAction(() => { this.status = 'failed'; });
    }
  }

  /** Validates and lodges the claim; resolves true once the sandbox has recorded it. */
  async lodge(): Promise<boolean> {
    this.submitted = true;
    this.sendFailed = false;
    const policy = this.policy;
    const eventDate = parseNzDate(this.eventDate);
    if (!policy || !eventDate || this.kind === '' || Object.keys(this.errors).length > 0 || this.sending) return false;
    this.sending = true;
    try {
      const reference = await this.insurance.lodgeClaim(policy.id, {
        kind: this.kind, eventDate, description: this.description.trim(), contactPhone: this.contactPhone.trim(),
      });
      await this.load(policy.id);
      runInAction(() => { this.lodgedReference = reference; });
      return true;
    } catch (error) {
      this.monitoring.report(error, { queryKey: `insurance/policies/${policy.id}/claims` });
      runInAction(() => { this.sendFailed = true; });
      return false;
    } finally {
      runInAction(() => { this.sending = false; });
    }
  }
}
