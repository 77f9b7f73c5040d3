import { LoginFailure } from '../../src/core/domain/LoginFailure';
import type { TokenGrant } from '../../src/core/domain/TokenGrant';
import type { TokenService } from '../../src/core/ports/TokenService';

interface FakeCustomer { customerNumber: string; password: string; failures: number; locked: boolean }

/** An in-memory token endpoint that keeps the sandbox's rules: lockout after 3 failures. */
export class FakeTokenService implements TokenService {
  private readonly customers = new Map<string, FakeCustomer>();
  /** Every password-grant call, for assertions ("the server was not called"). */
  readonly calls: Array<{ customerNumber: string; password: string }> = [];
  /** When set, the next call fails with this error (network, 5xx). */
  failNextWith: Error | null = null;

  constructor(customers: Array<{ customerNumber: string; password: string }>, private readonly lowprivIn = 600) {
    for (const c of customers) this.customers.set(c.customerNumber, { ...c, failures: 0, locked: false });
  }

  async passwordGrant(input: { customerNumber: string; password: string }): Promise<TokenGrant> {
    this.calls.push(input);
    if (this.failNextWith) {
      const error = this.failNextWith;
      this.failNextWith = null;
      throw error;
    }
    const customer = this.customers.get(input.customerNumber);
    if (!customer) throw new LoginFailure('mismatch');
    if (customer.locked) throw new LoginFailure('locked');
    if (customer.password !== input.password) {
      customer.failures += 1;
      customer.locked = customer.failures >= 3;
      throw new LoginFailure(customer.locked ? 'locked' : 'mismatch');
    }
    customer.failures = 0;
    return { customerNumber: customer.customerNumber, lowprivIn: this.lowprivIn };
  }
}
