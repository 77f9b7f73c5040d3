import type { AxiosInstance } from 'axios';
import type { OpenApplyMenuDto } from '../../../../contract/content';
import type { CustomerActionList } from '../../../../contract/messages';
import type { CustomerAction, OpenApplySection } from '../core/domain/OpenApply';
import type { OpenApplyCatalogue } from '../core/ports/OpenApplyCatalogue';

/** OpenApplyCatalogue over GET /api/menu/openApply/web and GET /api/customer-actions. */
export class AxiosOpenApplyCatalogue implements OpenApplyCatalogue {
  constructor(private readonly http: AxiosInstance) {}

  async menu(): Promise<OpenApplySection[]> {
    const { data } = await this.http.get<OpenApplyMenuDto>('/api/menu/openApply/web');
    return data.sections.map((section) => ({
      title: section.title,
      items: section.items.map((item) => ({ id: item.id, title: item.label, text: item.description, href: item.href })),
    }));
  }

  async customerActions(): Promise<CustomerAction[]> {
    const { data } = await this.http.get<CustomerActionList>('/api/customer-actions');
    return data.actions.map((a) => ({ id: a.id, title: a.title, href: a.href }));
  }
}
