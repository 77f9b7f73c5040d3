import type { OpenApplySection } from './OpenApply';

/**
 * The feature flags a product of the Open & Apply menu needs, so the menu never
 * offers a tile whose page the flags turn into "not found": a home loan top-up is a home-loan
 * product (HomeLoan) with its own switch (HomeLoanTopUp), and inside the native app it needs
 * HomeLoanTopUpMobileLink as well.
 */
const NEEDS: Record<string, { everywhere: readonly string[]; inWebview: readonly string[] }> = {
  'home-loan-top-up': { everywhere: ['HomeLoan', 'HomeLoanTopUp'], inWebview: ['HomeLoanTopUpMobileLink'] },
};

/** The menu without the products the customer's flags turn off; a section left empty goes too. */
export function offeredSections(sections: readonly OpenApplySection[], isEnabled: (flag: string) => boolean, inWebview: boolean): OpenApplySection[] {
  const offered = (id: string) => {
    const needs = NEEDS[id];
    if (!needs) return true;
    return [...needs.everywhere, ...(inWebview ? needs.inWebview : [])].every(isEnabled);
  };
  return sections
    .map((section) => ({ title: section.title, items: section.items.filter((item) => offered(item.id)) }))
    .filter((section) => section.items.length > 0);
}
