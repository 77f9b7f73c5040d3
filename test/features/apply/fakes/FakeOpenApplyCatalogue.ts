import type { CustomerAction, OpenApplySection } from '../../../../src/features/apply/core/domain/OpenApply';
import type { OpenApplyCatalogue } from '../../../../src/features/apply/core/ports/OpenApplyCatalogue';
import type { InsuranceProduct, OwnAccount } from '../../../../src/features/apply/core/domain/ProductContext';

export const FAKE_INSURANCE: InsuranceProduct[] = [
  { id: 'life', name: 'Life insurance', summaryHtml: '<p>A lump sum.</p>' },
  { id: 'trauma', name: 'Trauma cover', summaryHtml: '<p>For a serious illness.</p>' },
];

export const FAKE_ACCOUNTS: OwnAccount[] = [
  { id: 'acc-everyday', product: 'everyday', name: 'Everyday', accountNumber: '38-9000-0000001-00', balanceCents: 120_000, creditLimitCents: null },
  { id: 'acc-home', product: 'home-loan', name: 'Home Loan', accountNumber: '38-9000-0000002-00', balanceCents: -41_250_000, creditLimitCents: null },
];

export const FAKE_MENU: OpenApplySection[] = [
  { title: 'Open', items: [{ id: 'account', title: 'Open an account', text: 'Everyday and savings accounts.', href: '/apply/open-a/account/selection', image: null }] },
  { title: 'Apply', items: [{ id: 'personal-loan', title: 'Personal loan', text: 'Borrow at a fixed rate.', href: '/apply/open-a/personal-loan', image: '/api/content/images/personal-loan.svg' }] },
];

/** The catalogue in memory; `actions` and `failing` are open for tests. */
export class FakeOpenApplyCatalogue implements OpenApplyCatalogue {
  actions: CustomerAction[] = [];
  /** Products added to the last section of the menu. */
  extraItems: OpenApplySection['items'] = [];
  failing = false;
  calls = 0;

  async menu(): Promise<OpenApplySection[]> {
    this.calls += 1;
    if (this.failing) throw new Error('catalogue unavailable');
    return FAKE_MENU.map((section, i) => ({
      title: section.title, items: [...section.items.map((item) => ({ ...item })), ...(i === FAKE_MENU.length - 1 ? this.extraItems : [])],
    }));
  }

  async customerActions(): Promise<CustomerAction[]> {
    if (this.failing) throw new Error('catalogue unavailable');
    return this.actions.map((a) => ({ ...a }));
  }

  async insuranceProducts(): Promise<InsuranceProduct[]> {
    if (this.failing) throw new Error('catalogue unavailable');
    return FAKE_INSURANCE.map((p) => ({ ...p }));
  }

  async ownAccounts(): Promise<OwnAccount[]> {
    if (this.failing) throw new Error('catalogue unavailable');
    return FAKE_ACCOUNTS.map((a) => ({ ...a }));
  }
}
