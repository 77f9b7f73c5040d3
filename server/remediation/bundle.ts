import { BRAND } from '../../contract/rules/brand';
import type { RemediationBundleDto } from '../../contract/remediation';

/** The refund page's words, as the content team would publish them (HTML the client sanitises). */
export const REMEDIATION_BUNDLE: RemediationBundleDto = {
  title: 'Your consumer credit refund',
  introHtml: `<p>We got some of the information we gave you about your personal loan wrong, as the
    Credit Contracts and Consumer Finance Act (CCCFA) sets it out. We're sorry. We're refunding the
    interest and fees you paid while that information was wrong, plus interest on that money.</p>
    <p><a href="/help">Questions? See our help pages</a>.</p>`,
  verifyHtml: '<p>First, let us check it\'s you. Enter your date of birth as it appears on our records.</p>',
  accountHtml: `<p>Choose where we should pay your refund: one of your ${BRAND.product} accounts, or an account
    at another New Zealand bank in your name.</p>`,
  doneHtml: `<p>Thanks, we've got your request. Refunds into a ${BRAND.product} account arrive straight away;
    refunds to another bank usually take 1 to 2 business days. Call us on ${BRAND.phone} if you have any questions.</p>`,
};
