// The remediation API's plain codes, apart from its TypeBox schemas so the client need not load TypeBox.
/** NativeErrorCode 10800: this customer's refund request was already submitted. */
export const REFUND_ALREADY_SUBMITTED = 10800;

/** NativeErrorCode 10801: the logged-in customer is not a recipient of the refund. */
export const RECIPIENT_NOT_FOUND = 10801;
