import type { AxiosInstance } from 'axios';
import type { InternationalPayeeDto, InternationalPayeeRequestDto } from '../../../../contract/payees';
import { countryUsesIban } from '../../../../contract/rules/Iban';
import type { InternationalPayee, InternationalPayeeInput } from '../core/domain/InternationalPayee';
import type { InternationalPayeeService } from '../core/ports/InternationalPayeeService';
import { operationHeaders, translated } from './payeeErrors';

const toPayee = (dto: InternationalPayeeDto): InternationalPayee => ({
  id: dto.id, name: dto.name, address: dto.address, country: dto.country, iban: dto.iban, accountNumber: dto.accountNumber,
  bankCode: dto.bankCode, swiftBic: dto.swiftBic, currency: dto.currency,
});

/** Sends the IBAN or the account number and bank code, whichever the country uses. */
const toRequest = (input: InternationalPayeeInput): InternationalPayeeRequestDto => ({
  name: input.name, address: input.address, country: input.country, swiftBic: input.swiftBic, currency: input.currency,
  ...(countryUsesIban(input.country) ? { iban: input.iban } : { accountNumber: input.accountNumber, bankCode: input.bankCode }),
});

/** InternationalPayeeService over /api/international-payees. */
export class AxiosInternationalPayeeService implements InternationalPayeeService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<InternationalPayee[]> {
    return (await this.http.get<InternationalPayeeDto[]>('/api/international-payees')).data.map(toPayee);
  }

  add(input: InternationalPayeeInput, operationId?: string): Promise<InternationalPayee> {
    return translated(async () => toPayee((await this.http.post<InternationalPayeeDto>(
      '/api/international-payees', toRequest(input), operationHeaders(operationId))).data));
  }

  remove(id: string): Promise<void> {
    return translated(async () => { await this.http.delete(`/api/international-payees/${encodeURIComponent(id)}`); });
  }
}
