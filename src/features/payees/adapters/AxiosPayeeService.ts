import type { AxiosInstance } from 'axios';
import type { ConfirmationOfPayeeDto, PayeeDto, PayeeListDto, PayeeRequestDto } from '../../../../contract/payees';
import type { Payee, PayeeBook, PayeeInput } from '../core/domain/Payee';
import type { Confirmation } from '../core/domain/Confirmation';
import type { PayeeService } from '../core/ports/PayeeService';
import { operationHeaders, translated } from './payeeErrors';

const toPayee = (dto: PayeeDto): Payee => ({
  id: dto.id, name: dto.name, accountNumber: dto.accountNumber, particulars: dto.particulars, code: dto.code, reference: dto.reference,
});

const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());
const toRequest = (input: PayeeInput): PayeeRequestDto => ({
  name: input.name, accountNumber: input.accountNumber,
  particulars: blankAsNull(input.particulars), code: blankAsNull(input.code), reference: blankAsNull(input.reference),
});

/** PayeeService over /api/payees; a retry after escalation names its operation (X-Operation-Id). */
export class AxiosPayeeService implements PayeeService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<PayeeBook> {
    const { data } = await this.http.get<PayeeListDto>('/api/payees');
    return { payees: data.payees.map(toPayee), editingRestricted: data.editingRestricted };
  }

  add(input: PayeeInput, operationId?: string): Promise<Payee> {
    return translated(async () => toPayee((await this.http.post<PayeeDto>('/api/payees', toRequest(input), operationHeaders(operationId))).data));
  }

  edit(id: string, input: PayeeInput, operationId?: string): Promise<Payee> {
    const url = `/api/payees/${encodeURIComponent(id)}`;
    return translated(async () => toPayee((await this.http.put<PayeeDto>(url, toRequest(input), operationHeaders(operationId))).data));
  }

  remove(id: string): Promise<void> {
    return translated(async () => { await this.http.delete(`/api/payees/${encodeURIComponent(id)}`); });
  }

  confirm(input: { name: string; accountNumber: string }): Promise<Confirmation> {
    return translated(async () => {
      const { data } = await this.http.post<ConfirmationOfPayeeDto>('/api/payees/confirm', input);
      return { outcome: data.outcome };
    });
  }
}
