import type { ContactChannelsDto, ContentPageDto } from '../../contract/support';
import type { OpenApplyMenuDto } from '../../contract/apply';
import { BRAND } from '../../contract/rules/brand';
import { LOAN_AMOUNT } from '../../contract/rules/LendingApplication';
import { formatWholeDollars } from '../../contract/rules/Money';
import { DISCLOSURE_PAGES } from './disclosurePages';
import { contentImagePath } from './contentImages';

/** Legal pages by token (/terms-and-conditions/:token). */
export const CONTENT_PAGES: Record<string, ContentPageDto> = {
  'privacy-statement': {
    token: 'privacy-statement', title: 'Privacy statement',
    html: `<p>${BRAND.product} collects personal information to provide you with banking services, as the Privacy Act 2020 allows.</p>
      <h2>What we collect</h2><p>Your name, contact details, date of birth, IRD number and how you use our services.</p>
      <h2>How we use it</h2><p>To verify who you are, run your accounts, meet our legal obligations and, if you agree, tell you about products.</p>
      <h2>Your rights</h2><p>You can ask to see or correct the information we hold about you. <a href="/contact-us">Contact us</a> to do so.</p>`,
  },
  'internet-banking': {
    token: 'internet-banking', title: 'Internet banking terms and conditions',
    html: `<p>These terms apply when you use ${BRAND.product} internet banking.</p>
      <h2>Keeping your password safe</h2><p>Never share your password. We will never ask for it by email, text or phone.</p>
      <h2>Payments</h2><p>You are responsible for the account numbers you enter. Read our <a href="/terms-and-conditions/privacy-statement">privacy statement</a>.</p>`,
  },
  'website-terms': {
    token: 'website-terms', title: 'Website terms of use',
    html: `<p>The information on this website is general and is not financial advice. <a href="${BRAND.publicSite}" target="_blank">Visit our public site</a>.</p>`,
  },
  ...DISCLOSURE_PAGES,
};

export const CONTACT_CHANNELS: ContactChannelsDto = {
  phones: [
    { label: 'Personal banking', number: BRAND.phone, hours: '7 am to 9 pm, 7 days' },
    { label: 'From overseas', number: BRAND.phoneOverseas, hours: '7 am to 9 pm NZ time, 7 days' },
    { label: 'Lost or stolen cards', number: BRAND.phone, hours: '24 hours, 7 days' },
  ],
  secureMessagePath: '/messages/new',
  introHtml: '<p>We\'re here to help. Find answers in our <a href="/help">help centre</a>, visit a <a href="/branches">branch</a> or get in touch.</p>',
};

/** The Open & Apply menu; the apply paths are the spec's routes. */
export const OPEN_APPLY_MENU: OpenApplyMenuDto = {
  sections: [
    { title: 'Open', items: [
      { id: 'account', label: 'Open an account', description: 'Everyday, savings and term deposit accounts.', href: '/apply/open-a/account/selection', requiresLogin: true, image: contentImagePath('account') },
      { id: 'kiwisaver', label: 'KiwiSaver', description: 'Join or switch to the Kōwhai KiwiSaver scheme.', href: '/apply/open-a/kiwisaver', requiresLogin: true, image: contentImagePath('kiwisaver') },
      { id: 'insurance', label: 'Insurance', description: 'Life, income protection and trauma cover.', href: '/apply/open-a/insurance', requiresLogin: true, image: contentImagePath('insurance') },
    ] },
    { title: 'Apply', items: [
      { id: 'personal-loan', label: 'Personal loan', description: `Borrow ${formatWholeDollars(LOAN_AMOUNT.min)} to ${formatWholeDollars(LOAN_AMOUNT.max)} for what matters.`, href: '/apply/open-a/personal-loan', requiresLogin: false, image: contentImagePath('personal-loan') },
      { id: 'home-loan-top-up', label: 'Home loan top-up', description: 'Add to your home loan for renovations and more.', href: '/apply/open-a/home-loan-top-up', requiresLogin: true, image: contentImagePath('home-loan-top-up') },
      { id: 'credit-card', label: 'Credit card', description: 'Low rate and rewards cards.', href: '/apply/open-a/credit-card', requiresLogin: false, image: contentImagePath('credit-card') },
      { id: 'credit-card-limit', label: 'Change your credit card limit', description: 'Increase or decrease your limit.', href: '/apply/credit-card-limit/change', requiresLogin: false, image: contentImagePath('credit-card-limit') },
      { id: 'overdraft', label: 'Overdraft', description: 'Arrange or change an overdraft on your everyday account.', href: '/apply/open-a/overdraft', requiresLogin: true, image: contentImagePath('overdraft') },
    ] },
  ],
};
