import { LoginFailure } from '../../src/core/domain/LoginFailure';
import type { TokenService } from '../../src/core/ports/TokenService';
import { AROHA, TAMA } from '../fakes/demoData';

/**
 * What every TokenService must do, run against the fake and against AxiosTokenService on
 * a real sandbox server. `make` gives a fresh subject whose customers are the demo seed.
 */
export function describeTokenServiceContract(name: string, make: () => Promise<TokenService>) {
  describe(`${name} honours the TokenService contract`, () => {
    let service: TokenService;
    beforeEach(async () => { service = await make(); });

    it('grants a token for the right customer number and password', async () => {
      const grant = await service.passwordGrant({ customerNumber: AROHA.customerNumber, password: AROHA.password });
      expect(grant.customerNumber).toBe(AROHA.customerNumber);
      expect(grant.lowprivIn).toBeGreaterThan(0);
    });

    it('refuses a wrong password as a mismatch', async () => {
      await expect(service.passwordGrant({ customerNumber: AROHA.customerNumber, password: 'wrong-password' }))
        .rejects.toEqual(new LoginFailure('mismatch'));
    });

    it('refuses an unknown customer exactly as a wrong password', async () => {
      await expect(service.passwordGrant({ customerNumber: '9999999', password: AROHA.password }))
        .rejects.toEqual(new LoginFailure('mismatch'));
    });

    it('locks the customer on the third failure, then refuses even the right password', async () => {
      const wrong = { customerNumber: TAMA.customerNumber, password: 'nope-nope' };
      await expect(service.passwordGrant(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
      await expect(service.passwordGrant(wrong)).rejects.toEqual(new LoginFailure('mismatch'));
      await expect(service.passwordGrant(wrong)).rejects.toEqual(new LoginFailure('locked'));
      await expect(service.passwordGrant(TAMA)).rejects.toEqual(new LoginFailure('locked'));
    });
  });
}
