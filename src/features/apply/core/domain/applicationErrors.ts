import { APPLICATION_ERROR, CREDIT_SCORE_TOO_LOW } from '../../../../../contract/apply.codes';
import { BRAND } from '../../../../../contract/rules/brand';
import { ApiError } from '../../../../kernel/domain/ApiError';
import { NATIVE_ERROR } from '../../../../kernel/domain/NativeErrorCode';
import type { Decision } from './Application';

/**
 * The application request problems (10420–10426, 10428–10431) and the credit
 * score decline (10020), each in words an applicant can act on. One catalogue for the area.
 */
export const APPLICATION_ERROR_TEXT: Readonly<Record<number, string>> = {
  [APPLICATION_ERROR.notFound]: "We couldn't find that application. Start a new one from Open & Apply.",
  [APPLICATION_ERROR.cancelled]: 'This application was cancelled. You can start a new one whenever you like.',
  [APPLICATION_ERROR.declined]: "This application has been declined, so it can't be changed.",
  [APPLICATION_ERROR.advanced]: "This application is already being assessed, so it can't be changed online.",
  [APPLICATION_ERROR.mustHaveAppId]: "We couldn't tell which application this is. Please start again from Open & Apply.",
  [APPLICATION_ERROR.sessionCompleted]: 'This application has already been submitted. Your answers are saved with us.',
  [APPLICATION_ERROR.sessionNotFound]: 'Your application session has ended. Open the application again to carry on where you left off.',
  [APPLICATION_ERROR.sessionAccessInvalid]: "This application belongs to a different login, so we can't show it here.",
  [APPLICATION_ERROR.authRequired]: 'Please log in to carry on with this application.',
  [APPLICATION_ERROR.commentLimitExceeded]: 'That note is too long. Please shorten it and try again.',
  [APPLICATION_ERROR.sessionIdMissing]: 'Something went wrong starting your application. Please refresh the page and try again.',
  [CREDIT_SCORE_TOO_LOW]: "We can't approve this application because of your credit history. You can ask a credit reporting agency for a free copy of your credit report.",
};

/** When a failure carries no code we know: what to do next, and who to call. */
export const APPLICATION_FAILED_TEXT = `We couldn't save your application just now. Your answers are kept on this device; please try again, or call us on ${BRAND.phone}.`;

/** The words for a NativeErrorCode of the application engine, or the general failure text. */
export function applicationErrorText(code: number | null): string {
  return (code !== null ? APPLICATION_ERROR_TEXT[code] : undefined) ?? APPLICATION_FAILED_TEXT;
}

/** A decision in words: the journey's sentence for its outcome, and the bank's reason when it gave one. */
export function decisionWords(decision: Decision, outcomes: Readonly<Record<Decision['outcome'], string>>): { summary: string; reason: string | null } {
  return { summary: outcomes[decision.outcome], reason: decision.reasonCode !== null ? applicationErrorText(decision.reasonCode) : null };
}

/**
 * The words for a failed save or submit: the bank's own sentence when it refused the answers
 * (4010: it knows what the form cannot, such as the current card limit), else the catalogue's.
 */
export function applicationFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return APPLICATION_FAILED_TEXT;
  const message = (error.response as { message?: unknown } | null)?.message;
  if (error.nativeErrorCode === NATIVE_ERROR.dataValidation && typeof message === 'string') return message;
  return applicationErrorText(error.nativeErrorCode);
}

/** A 403 with the bank's sentence: this customer may not apply for this product at all. */
export function applicationRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const message = (error.response as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}
