import { Type, type Static } from '@sinclair/typebox';

// The plain codes live in remediation.codes.ts, so the client imports them without TypeBox.
export { REFUND_ALREADY_SUBMITTED, RECIPIENT_NOT_FOUND } from './remediation.codes';

/**
 * Refund remediation for the consumer-credit (CCCFA) case: the page's content
 * (GET /api/cccfa-remediation/bundle), the customer's verification
 * (POST /api/cccfa-remediation/verify) and the refund request (POST /api/cccfa-remediation/submit, 204).
 */

/** The page's words: HTML fragments, sanitised by the client before they are shown. */
export const RemediationBundleDto = Type.Object({
  title: Type.String(),
  introHtml: Type.String(),
  verifyHtml: Type.String(),
  accountHtml: Type.String(),
  doneHtml: Type.String(),
}, { $id: 'RemediationBundleDto' });
export type RemediationBundleDto = Static<typeof RemediationBundleDto>;

export const RemediationVerifyDto = Type.Object({
  /**
   * The case reference printed on the letter we posted ('CCCFA-2026-0007'): something the
   * session cannot read, so a stolen session cannot redirect the refund.
   */
  caseReference: Type.String({ minLength: 1, maxLength: 40 }),
  /** 'YYYY-MM-DD'. */
  dateOfBirth: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
});
export type RemediationVerifyDto = Static<typeof RemediationVerifyDto>;

/** An account of the customer's that can take the refund. */
export const RefundAccountDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  accountNumber: Type.String(),
});
export type RefundAccountDto = Static<typeof RefundAccountDto>;

/** The verified customer's refund and the accounts it can be paid into. */
export const RemediationCaseDto = Type.Object({
  caseReference: Type.String(),
  refundCents: Type.Integer(),
  accounts: Type.Array(RefundAccountDto),
}, { $id: 'RemediationCaseDto' });
export type RemediationCaseDto = Static<typeof RemediationCaseDto>;

/** Where the refund goes: one of the customer's accounts, or another NZ bank account. */
export const RemediationSubmitDto = Type.Union([
  Type.Object({ kind: Type.Literal('own'), accountId: Type.String({ minLength: 1, maxLength: 40 }) }, { additionalProperties: false }),
  Type.Object({
    kind: Type.Literal('other'),
    accountNumber: Type.String({ minLength: 1, maxLength: 24 }),
    accountName: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  }, { additionalProperties: false }),
]);
export type RemediationSubmitDto = Static<typeof RemediationSubmitDto>;
