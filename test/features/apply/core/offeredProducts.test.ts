import { offeredSections } from '../../../../src/features/apply/core/domain/offeredProducts';
import type { OpenApplySection } from '../../../../src/features/apply/core/domain/OpenApply';

const MENU: OpenApplySection[] = [
  { title: 'Apply', items: [
    { id: 'personal-loan', title: 'Personal loan', text: '', href: '/apply/open-a/personal-loan', image: null },
    { id: 'home-loan-top-up', title: 'Home loan top-up', text: '', href: '/apply/open-a/home-loan-top-up', image: null },
  ] },
  { title: 'Home loans', items: [{ id: 'home-loan-top-up', title: 'Home loan top-up', text: '', href: '/apply/open-a/home-loan-top-up', image: null }] },
];
const flags = (...on: string[]) => (name: string) => on.includes(name);
const ids = (sections: OpenApplySection[]) => sections.map((s) => `${s.title}: ${s.items.map((i) => i.id).join(',')}`);

describe('the products Open & Apply offers, by the customer’s flags', () => {
  it('offers the top-up only while HomeLoan and HomeLoanTopUp are on (no tile that leads to not-found)', () => {
    expect(ids(offeredSections(MENU, flags('HomeLoan', 'HomeLoanTopUp'), false))).toEqual(['Apply: personal-loan,home-loan-top-up', 'Home loans: home-loan-top-up']);
    expect(ids(offeredSections(MENU, flags('HomeLoan'), false))).toEqual(['Apply: personal-loan']);
    expect(ids(offeredSections(MENU, flags('HomeLoanTopUp'), false))).toEqual(['Apply: personal-loan']);
  });

  it('in the native app, the top-up also needs HomeLoanTopUpMobileLink', () => {
    expect(ids(offeredSections(MENU, flags('HomeLoan', 'HomeLoanTopUp'), true))).toEqual(['Apply: personal-loan']);
    expect(ids(offeredSections(MENU, flags('HomeLoan', 'HomeLoanTopUp', 'HomeLoanTopUpMobileLink'), true)))
      .toEqual(['Apply: personal-loan,home-loan-top-up', 'Home loans: home-loan-top-up']);
  });
});
