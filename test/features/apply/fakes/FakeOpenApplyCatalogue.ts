import type { CustomerAction, OpenApplyProduct } from '../../../../src/features/apply/core/domain/OpenApply';
import type { OpenApplyCatalogue } from '../../../../src/features/apply/core/ports/OpenApplyCatalogue';

export const FAKE_PRODUCTS: OpenApplyProduct[] = [
  { id: 'accounts', title: 'Everyday and savings accounts', text: 'Open an account in a minute.', href: '/apply/open-a/account/selection' },
  { id: 'personal-loan', title: 'Personal loan', text: 'Borrow at a fixed rate.', href: '/apply/open-a/personal-loan' },
];

/** The catalogue in memory; `actions` and `failing` are open for tests. */
export class FakeOpenApplyCatalogue implements OpenApplyCatalogue {
  actions: CustomerAction[] = [];
  failing = false;
  calls = 0;

  async products(): Promise<OpenApplyProduct[]> {
    this.calls += 1;
    if (this.failing) throw new Error('catalogue unavailable');
    return FAKE_PRODUCTS.map((p) => ({ ...p }));
  }

  async customerActions(): Promise<CustomerAction[]> {
    if (this.failing) throw new Error('catalogue unavailable');
    return this.actions.map((a) => ({ ...a }));
  }
}
