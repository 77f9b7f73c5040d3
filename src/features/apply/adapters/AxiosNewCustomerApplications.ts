import type { AxiosInstance } from 'axios';
import type { NewCustomerApplicationRequest, NewCustomerDecisionDto } from '../../../../contract/apply';
import type { Answers, Decision } from '../core/domain/Application';
import type { BotProof } from '../../../../contract/bot-check';
import type { NewCustomerApplications, NewCustomerProduct } from '../core/ports/NewCustomerApplications';

/** NewCustomerApplications over POST /api/new-customer-applications/:product. */
export class AxiosNewCustomerApplications implements NewCustomerApplications {
  constructor(private readonly http: AxiosInstance) {}

  async submit(product: NewCustomerProduct, answers: Answers, proof: BotProof): Promise<Decision & { reference: string }> {
    const body: NewCustomerApplicationRequest = { answers: { ...answers }, botCheck: proof };
    const { data } = await this.http.post<NewCustomerDecisionDto>(`/api/new-customer-applications/${product}`, body);
    return { outcome: data.status, reasonCode: data.reasonCode, accountNumber: null, reference: data.reference };
  }
}
