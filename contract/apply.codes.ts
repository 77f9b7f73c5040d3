/**
 * The application engine's plain values, apart from its TypeBox schemas (applications.ts) so
 * the client's apply chunk does not carry TypeBox (about 10 kB gzip) for a few constants.
 */
/** The products a customer applies for through the one application engine. */
export const APPLICATION_PRODUCTS = [
  'personal-loan', 'credit-card', 'kiwisaver', 'everyday-account', 'savings-account',
  'credit-card-limit-increase', 'credit-card-limit-decrease',
  'insurance', 'home-loan-top-up', 'overdraft', 'credit-card-limit-change',
] as const;
export type ApplicationProductId = (typeof APPLICATION_PRODUCTS)[number];

/** The application request problems, 10420–10426 and 10428–10431. */
export const APPLICATION_ERROR = {
  notFound: 10420,
  cancelled: 10421,
  declined: 10422,
  advanced: 10423,
  mustHaveAppId: 10424,
  sessionCompleted: 10425,
  sessionNotFound: 10426,
  sessionAccessInvalid: 10428,
  authRequired: 10429,
  commentLimitExceeded: 10430,
  sessionIdMissing: 10431,
} as const;

/** A decline because the applicant's credit score is too low. */
export const CREDIT_SCORE_TOO_LOW = 10020;

/** Spec: PDF, JPEG, PNG or HEIC, up to 10 MB each and 10 files an application. */
export const DOCUMENT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxFiles: 10 } as const;
