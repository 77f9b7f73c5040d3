// The automatic payments API's plain codes, apart from its TypeBox schemas so the client need not load TypeBox.
/** NativeErrorCode 584: the customer has cancelled the most automatic payments allowed today. */
export const MAXIMUM_CANCELLED_PAYMENTS = 584;
