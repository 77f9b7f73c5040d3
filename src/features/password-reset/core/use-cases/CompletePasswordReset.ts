import type { ResetCompletion } from '../domain/PasswordReset';
import type { PasswordResetService } from '../ports/PasswordResetService';
import { passwordProblem } from '../../../../../contract/rules/PasswordPolicy';

/** Finishes a reset with the texted code; the bank's one password policy is checked first, as the server does. */
export class CompletePasswordReset {
  constructor(private readonly service: PasswordResetService) {}

  async execute(completion: ResetCompletion): Promise<void> {
    const problem = passwordProblem({ password: completion.newPassword, customerNumber: completion.customerNumber });
    if (problem) throw new RangeError(problem);
    await this.service.complete(completion);
  }
}
