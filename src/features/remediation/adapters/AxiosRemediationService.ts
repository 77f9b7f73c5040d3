import type { AxiosInstance } from 'axios';
import type { RemediationBundleDto, RemediationCaseDto, RemediationSubmitDto, RemediationVerifyDto } from '../../../../contract/remediation';
import { RECIPIENT_NOT_FOUND, REFUND_ALREADY_SUBMITTED } from '../../../../contract/remediation.codes';
import { RISK_DECLINED } from '../../../../contract/scam';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { RefundCase, RefundDestination, RefundIdentity, RemediationContent } from '../core/domain/Refund';
import { RefundFailure, type RefundFailureReason } from '../core/domain/RefundFailure';
import type { RemediationService } from '../core/ports/RemediationService';

/** The answers the customer can act on; anything else (a session problem, a 500) stays an ApiError. */
function refundFailure(error: unknown, onBadRequest: RefundFailureReason): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.nativeErrorCode === REFUND_ALREADY_SUBMITTED) return new RefundFailure('already-submitted');
  if (error.nativeErrorCode === RECIPIENT_NOT_FOUND) return new RefundFailure('not-a-recipient');
  if (error.nativeErrorCode === RISK_DECLINED) return new RefundFailure('declined-account');
  if (error.status === 400) return new RefundFailure(onBadRequest);
  return error;
}

/** RemediationService over /api/cccfa-remediation/{bundle,verify,submit}. */
export class AxiosRemediationService implements RemediationService {
  constructor(private readonly http: AxiosInstance) {}

  async getContent(): Promise<RemediationContent> {
    const { data } = await this.http.get<RemediationBundleDto>('/api/cccfa-remediation/bundle');
    return { title: data.title, introHtml: data.introHtml, verifyHtml: data.verifyHtml, accountHtml: data.accountHtml, doneHtml: data.doneHtml };
  }

  async verify({ caseReference, dateOfBirth }: RefundIdentity): Promise<RefundCase> {
    try {
      const body: RemediationVerifyDto = { caseReference, dateOfBirth };
      const { data } = await this.http.post<RemediationCaseDto>('/api/cccfa-remediation/verify', body);
      return { caseReference: data.caseReference, refundCents: data.refundCents, accounts: data.accounts.map((a) => ({ ...a })) };
    } catch (error) {
      throw refundFailure(error, 'details-mismatch');
    }
  }

  async submit(destination: RefundDestination, operationId?: string): Promise<void> {
    const body: RemediationSubmitDto = destination.kind === 'own'
      ? { kind: 'own', accountId: destination.accountId }
      : { kind: 'other', accountNumber: destination.accountNumber, accountName: destination.accountName };
    try {
      await this.http.post('/api/cccfa-remediation/submit', body, { headers: operationId ? { 'X-Operation-Id': operationId } : {} });
    } catch (error) {
      throw refundFailure(error, 'invalid-account');
    }
  }
}
