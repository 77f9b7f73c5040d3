import type { AxiosInstance } from 'axios';
import type { AutomaticPaymentDto, AutomaticPaymentRequestDto } from '../../../../contract/automatic-payments';
import { MAXIMUM_CANCELLED_PAYMENTS } from '../../../../contract/automatic-payments.codes';
import { BANKING_LOCKED, RISK_DECLINED } from '../../../../contract/scam';
import { ApiError } from '../../../kernel/domain/ApiError';
import { NATIVE_ERROR } from '../../../kernel/domain/NativeErrorCode';
import {
  AutomaticPaymentFieldProblem, AutomaticPaymentRefused, MaximumCancelledPayments, type AutomaticPayment, type AutomaticPaymentInput,
} from '../core/domain/AutomaticPayment';
import type { AutomaticPaymentService } from '../core/ports/AutomaticPaymentService';

const toPayment = (dto: AutomaticPaymentDto): AutomaticPayment => ({
  id: dto.id, fromAccountId: dto.fromAccountId, fromAccountName: dto.fromAccountName, fromAccountNumber: dto.fromAccountNumber,
  toAccountNumber: dto.toAccountNumber, payeeName: dto.payeeName, amount: dto.amountCents, frequency: dto.frequency,
  nextDate: dto.nextDate, particulars: dto.particulars, code: dto.code, reference: dto.reference,
});

const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());
const toRequest = (input: AutomaticPaymentInput): AutomaticPaymentRequestDto => ({
  fromAccountId: input.fromAccountId, toAccountNumber: input.toAccountNumber, payeeName: input.payeeName, amountCents: input.amount,
  frequency: input.frequency, nextDate: input.nextDate,
  particulars: blankAsNull(input.particulars), code: blankAsNull(input.code), reference: blankAsNull(input.reference),
});

/** The bank's refusals as the domain names them: a field problem (4010 with field), 584, and 6102/6103 (declined, locked). */
function translate(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const body = error.response as { field?: unknown; message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : null;
  if (error.nativeErrorCode === MAXIMUM_CANCELLED_PAYMENTS) return new MaximumCancelledPayments(message);
  if ((error.nativeErrorCode === RISK_DECLINED || error.nativeErrorCode === BANKING_LOCKED) && message) return new AutomaticPaymentRefused(message);
  if (error.nativeErrorCode === NATIVE_ERROR.dataValidation && typeof body?.field === 'string') {
    return new AutomaticPaymentFieldProblem(body.field, message ?? 'Check this field');
  }
  return error;
}

async function translated<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translate(error);
  }
}

/** A safeguarded call sent again names its operation: the escalated token is good for that one only. */
const operationHeader = (escalation?: string): Record<string, string> => (escalation ? { 'X-Operation-Id': escalation } : {});

const itemUrl = (id: string) => `/api/automaticpayment/${encodeURIComponent(id)}`;

/** AutomaticPaymentService over /api/automaticpayment. */
export class AxiosAutomaticPaymentService implements AutomaticPaymentService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<AutomaticPayment[]> {
    return (await this.http.get<AutomaticPaymentDto[]>('/api/automaticpayment')).data.map(toPayment);
  }

  create(input: AutomaticPaymentInput, idempotencyKey: string, escalation?: string): Promise<AutomaticPayment> {
    return translated(async () => toPayment((await this.http.post<AutomaticPaymentDto>(
      '/api/automaticpayment', toRequest(input), { headers: { 'Idempotency-Key': idempotencyKey, ...operationHeader(escalation) } })).data));
  }

  update(id: string, input: AutomaticPaymentInput, escalation?: string): Promise<AutomaticPayment> {
    return translated(async () => toPayment((await this.http.put<AutomaticPaymentDto>(
      itemUrl(id), toRequest(input), { headers: operationHeader(escalation) })).data));
  }

  skip(id: string): Promise<AutomaticPayment> {
    return translated(async () => toPayment((await this.http.put<AutomaticPaymentDto>(`${itemUrl(id)}/skip`)).data));
  }

  cancel(id: string): Promise<void> {
    return translated(async () => { await this.http.delete(itemUrl(id)); });
  }
}
