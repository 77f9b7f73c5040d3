/** Security settings of the logged-in customer; every write here is a safeguarded operation. */
export interface SecurityService {
  /**
   * Changes the login password (POST /api/security/password).
   * Without an escalated token for `operationId` the bank answers a safeguard code
   * (ApiError 403 with NativeErrorCode 6001/6002/6005/6006; 6002 carries the operationId).
   * @throws ApiError 400 with NativeErrorCode 4010 when the current password is wrong or the new one is invalid.
   */
  changePassword(input: { currentPassword: string; newPassword: string }, operationId?: string): Promise<void>;
}
