import type { AxiosInstance } from 'axios';
import type { OpenApplyMenuDto } from '../../../../contract/apply';
import type { AccountList } from '../../../../contract/accounts';
import type { InsuranceBundleDto } from '../../../../contract/insurance';
import type { InsuranceProduct, OwnAccount } from '../core/domain/ProductContext';
import type { CustomerActionList } from '../../../../contract/apply';
import type { CustomerAction, OpenApplySection } from '../core/domain/OpenApply';
import type { OpenApplyCatalogue } from '../core/ports/OpenApplyCatalogue';

/** OpenApplyCatalogue over GET /api/menu/openApply/web, /api/customer-actions, /api/bundles/open/insurance and /api/accounts. */
export class AxiosOpenApplyCatalogue implements OpenApplyCatalogue {
  constructor(private readonly http: AxiosInstance) {}

  async menu(): Promise<OpenApplySection[]> {
    const { data } = await this.http.get<OpenApplyMenuDto>('/api/menu/openApply/web');
    return data.sections.map((section) => ({
      title: section.title,
      items: section.items.map((item) => ({ id: item.id, title: item.label, text: item.description, href: item.href, image: item.image ?? null })),
    }));
  }

  async customerActions(): Promise<CustomerAction[]> {
    const { data } = await this.http.get<CustomerActionList>('/api/customer-actions');
    return data.actions.map((a) => ({ id: a.id, title: a.title, href: a.href }));
  }

  async insuranceProducts(): Promise<InsuranceProduct[]> {
    const { data } = await this.http.get<InsuranceBundleDto>('/api/bundles/open/insurance');
    return data.products.map((p) => ({ id: p.id, name: p.name, summaryHtml: p.summaryHtml }));
  }

  async ownAccounts(): Promise<OwnAccount[]> {
    const { data } = await this.http.get<AccountList>('/api/accounts');
    return data.map((a) => ({
      id: a.id, product: a.product, name: a.nickname ?? a.name, accountNumber: a.accountNumber,
      balanceCents: a.balanceCents, creditLimitCents: a.creditLimitCents,
    }));
  }
}
