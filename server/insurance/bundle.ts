import type { InsuranceBundleDto } from '../../contract/insurance';
import { BRAND } from '../../contract/rules/brand';

/** The insurance products as the content team publishes them (HTML the client sanitises). */
export const INSURANCE_BUNDLE: InsuranceBundleDto = {
  title: `Insurance with ${BRAND.product}`,
  products: [
    { id: 'life', name: 'Life insurance', summaryHtml: '<p>A lump sum for the people you love if you die or are diagnosed with a terminal illness.</p>' },
    { id: 'income-protection', name: 'Income protection', summaryHtml: "<p>Up to 75% of your income each month if you can't work because of illness or injury.</p>" },
    { id: 'trauma', name: 'Trauma cover', summaryHtml: '<p>A lump sum if you suffer a serious illness such as cancer, a heart attack or a stroke.</p>' },
  ],
  applyPath: '/apply/open-a/insurance',
  learnMoreUrl: `${BRAND.publicSite}/insurance`,
};
