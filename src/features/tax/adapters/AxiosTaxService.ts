import type { AxiosInstance } from 'axios';
import type { TaxDetailsDto } from '../../../../contract/tax';
import type { TaxDetails } from '../core/domain/TaxDetails';
import type { TaxService } from '../core/ports/TaxService';

/** TaxService over GET and PUT /api/tax. */
export class AxiosTaxService implements TaxService {
  constructor(private readonly http: AxiosInstance) {}

  async get(): Promise<TaxDetails> {
    const { data } = await this.http.get<TaxDetailsDto>('/api/tax');
    return { irdNumber: data.irdNumber, prescribedInvestorRate: data.prescribedInvestorRate, residencies: data.residencies.map((r) => ({ ...r })) };
  }

  async save(details: TaxDetails): Promise<void> {
    const body: TaxDetailsDto = { irdNumber: details.irdNumber, prescribedInvestorRate: details.prescribedInvestorRate, residencies: details.residencies };
    await this.http.put('/api/tax', body);
  }
}
