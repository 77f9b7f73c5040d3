import { ApiError } from '../../../../kernel/domain/ApiError';

/** The address lookup's own failure texts. */
export const ADDRESS_LOOKUP_MESSAGES = {
  search: 'Address search unsuccessful',
  details: 'Address details request unsuccessful',
} as const;

export type AddressLookupOperation = keyof typeof ADDRESS_LOOKUP_MESSAGES;

/**
 * A failed address search or details request: `success: false` in a 200 answer, a status of
 * 400 or more, or a timeout (status 0). An ApiError, so code that handles the catalogue's
 * errors (session expiry by status, monitoring) handles these too, with the spec's message.
 */
export class AddressLookupFailure extends ApiError {
  constructor(
    readonly operation: AddressLookupOperation,
    status = 200,
    nativeErrorCode: number | null = null,
    response: unknown = null,
  ) {
    super(status, nativeErrorCode, response);
    this.name = 'AddressLookupFailure';
    this.message = ADDRESS_LOOKUP_MESSAGES[operation];
  }
}
