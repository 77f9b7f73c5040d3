import type { ContentPageDto } from '../../contract/support';
import { BRAND } from '../../contract/rules/brand';
import { LENDING_POLICY } from '../apply';

const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/**
 * The pages the site footer links to beside the privacy statement and terms: the disclosure
 * statement a registered bank publishes, and its interest rates. The personal loan rate is
 * the one the sandbox lends at, so the page and a decision never disagree.
 */
export const DISCLOSURE_PAGES: Record<string, ContentPageDto> = {
  'disclosure-statement': {
    token: 'disclosure-statement', title: 'Disclosure statement',
    html: `<p>${BRAND.product} is a registered bank in New Zealand. Its disclosure statement sets out its financial position,
      credit ratings, capital adequacy and the risks of depositing money with it, as the Reserve Bank of New Zealand requires.</p>
      <h2>Deposit protection</h2><p>Deposits are protected under the Depositor Compensation Scheme up to $100,000 per depositor.</p>
      <h2>Get a copy</h2><p>Ask for a printed copy at any <a href="/branches">branch</a> or <a href="/contact-us">contact us</a>; it is free.</p>`,
  },
  'interest-rates': {
    token: 'interest-rates', title: 'Interest rates',
    html: `<p>Rates are per year and can change. Interest on savings is paid monthly.</p>
      <table><caption>Savings and term deposits</caption>
        <thead><tr><th scope="col">Account</th><th scope="col">Rate</th></tr></thead>
        <tbody><tr><td>Online Saver</td><td>3.75%</td></tr><tr><td>Savings</td><td>2.50%</td></tr>
          <tr><td>Term deposit, 6 months</td><td>4.60%</td></tr><tr><td>Term deposit, 12 months</td><td>4.35%</td></tr></tbody></table>
      <table><caption>Borrowing</caption>
        <thead><tr><th scope="col">Product</th><th scope="col">Rate</th></tr></thead>
        <tbody><tr><td>Personal loan</td><td>${percent(LENDING_POLICY.personalLoanRatePerYear)}</td></tr>
          <tr><td>Kōwhai Visa, purchases</td><td>20.95%</td></tr></tbody></table>
      <p>Questions about a rate? <a href="/contact-us">Contact us</a>.</p>`,
  },
};
