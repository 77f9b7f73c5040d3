import type { AxiosInstance } from 'axios';
import type { CustomerProfile as CustomerProfileDto } from '../../../../contract/dashboard';
import type { AccountList } from '../../../../contract/accounts';
import type { Account } from '../core/domain/Account';
import type { CustomerProfile } from '../core/domain/Customer';
import type { CustomerService } from '../core/ports/CustomerService';

/** CustomerService over GET /api/customer and GET /api/accounts. */
export class AxiosCustomerService implements CustomerService {
  constructor(private readonly http: AxiosInstance) {}

  async getProfile(): Promise<CustomerProfile> {
    const { data } = await this.http.get<CustomerProfileDto>('/api/customer');
    return { customerNumber: data.customerNumber, firstName: data.firstName, lastName: data.lastName };
  }

  async listAccounts(): Promise<Account[]> {
    const { data } = await this.http.get<AccountList>('/api/accounts');
    return data.map((dto) => ({
      id: dto.id,
      product: dto.product,
      // The customer's nickname wins wherever accounts are listed (settings, Personalise).
      name: dto.nickname ?? dto.name,
      accountNumber: dto.accountNumber,
      balance: dto.balanceCents,
      available: dto.availableCents,
      creditLimit: dto.creditLimitCents,
    }));
  }
}
