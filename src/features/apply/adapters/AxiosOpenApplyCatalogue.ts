import type { AxiosInstance } from 'axios';
import type { OpenApplyCatalogueDto } from '../../../../contract/applications';
import type { CustomerActionList } from '../../../../contract/messages';
import type { CustomerAction, OpenApplyProduct } from '../core/domain/OpenApply';
import type { OpenApplyCatalogue } from '../core/ports/OpenApplyCatalogue';

/**
 * OpenApplyCatalogue over the sandbox: the products from /api/applications/catalogue (the
 * spec's /api/menu/openApply/web takes its place when the products area serves it) and the
 * actions from /api/customer-actions.
 */
export class AxiosOpenApplyCatalogue implements OpenApplyCatalogue {
  constructor(private readonly http: AxiosInstance) {}

  async products(): Promise<OpenApplyProduct[]> {
    const { data } = await this.http.get<OpenApplyCatalogueDto>('/api/applications/catalogue');
    return data.products.map((p) => ({ id: p.id, title: p.title, text: p.text, href: p.href }));
  }

  async customerActions(): Promise<CustomerAction[]> {
    const { data } = await this.http.get<CustomerActionList>('/api/customer-actions');
    return data.actions.map((a) => ({ id: a.id, title: a.title, href: a.href }));
  }
}
