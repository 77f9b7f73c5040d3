import type { CustomerAction, OpenApplySection } from '../../../../src/features/apply/core/domain/OpenApply';
import type { OpenApplyCatalogue } from '../../../../src/features/apply/core/ports/OpenApplyCatalogue';

export const FAKE_MENU: OpenApplySection[] = [
  { title: 'Open', items: [{ id: 'account', title: 'Open an account', text: 'Everyday and savings accounts.', href: '/apply/open-a/account/selection' }] },
  { title: 'Apply', items: [{ id: 'personal-loan', title: 'Personal loan', text: 'Borrow at a fixed rate.', href: '/apply/open-a/personal-loan' }] },
];

/** The catalogue in memory; `actions` and `failing` are open for tests. */
export class FakeOpenApplyCatalogue implements OpenApplyCatalogue {
  actions: CustomerAction[] = [];
  failing = false;
  calls = 0;

  async menu(): Promise<OpenApplySection[]> {
    this.calls += 1;
    if (this.failing) throw new Error('catalogue unavailable');
    return FAKE_MENU.map((section) => ({ title: section.title, items: section.items.map((item) => ({ ...item })) }));
  }

  async customerActions(): Promise<CustomerAction[]> {
    if (this.failing) throw new Error('catalogue unavailable');
    return this.actions.map((a) => ({ ...a }));
  }
}
