import { reportablePath, reportableQueryKey, scrubErrorText } from '../../../contract/rules/ClientErrorReport';

/** What an error report may carry, applied by the browser before it sends and by the sandbox before it stores. */
describe('scrubErrorText', () => {
  it.each([
    ['an NZ account number', 'No account 12-3456-7890123-00 here', 'No account [number] here'],
    ['an account number without dashes', 'acct 1234567890123000', 'acct [number]'],
    ['a customer number', 'customer 1000001 mismatch', 'customer [number] mismatch'],
    ['a card number in groups', 'card 4111 1111 1111 1111 declined', 'card [number] declined'],
    ['a phone number', 'sent to 021 555 0199', 'sent to [number]'],
    ['an amount in dollars', 'over by $1,250.50 today', 'over by [amount] today'],
    ['an amount in cents', 'amountCents 125050 refused', 'amountCents [number] refused'],
    ['an email address', 'no mail for aroha.ngata+bank@example.co.nz.', 'no mail for [email].'],
    ['a bearer token', 'header Bearer abc.def-ghi sent', 'header Bearer [token] sent'],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln expired', 'token [token] expired'],
    ['an opaque token', 'refresh 3f9a7c1e2b4d4e8f9a0b1c2d3e4f5a6b reused', 'refresh [token] reused'],
    ['a query string', 'GET /api/accounts?customer=Aroha failed', 'GET /api/accounts?[query] failed'],
  ])('replaces %s', (_, text, expected) => {
    expect(scrubErrorText(text)).toBe(expected);
  });

  it('keeps what names the failure: status codes, short numbers, chunk names', () => {
    expect(scrubErrorText('Request failed with status code 503')).toBe('Request failed with status code 503');
    expect(scrubErrorText('Loading chunk 7 failed. (error: http://localhost:8281/apply/js/dashboard.3a9f.js)'))
      .toBe('Loading chunk 7 failed. (error: http://localhost:8281/apply/js/dashboard.3a9f.js)');
  });

  it('makes one line of it and cuts it at 300 characters', () => {
    expect(scrubErrorText('first\nsecond\t third')).toBe('first second third');
    const long = scrubErrorText('word '.repeat(100));
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('reportablePath', () => {
  it('drops the query string and fragment and hides segments that could name someone', () => {
    expect(reportablePath('/online/dashboard')).toBe('/online/dashboard');
    expect(reportablePath('/online/accounts/1000001-1?tab=x#top')).toBe('/online/accounts/:id');
    expect(reportablePath('/terms-and-conditions/aroha@example.co.nz')).toBe('/terms-and-conditions/:id');
    expect(reportablePath(`/apply/upload/${'a'.repeat(41)}`)).toBe('/apply/upload/:id');
    expect(reportablePath('/')).toBe('/');
  });

  it('treats query keys as paths', () => {
    expect(reportableQueryKey('insurance/policies/POL-123')).toBe('insurance/policies/:id');
    expect(reportableQueryKey('/api/accounts/1000001-1/transactions?from=2026-01-01')).toBe('/api/accounts/:id/transactions');
    expect(reportableQueryKey('customer-actions/list')).toBe('customer-actions/list');
  });
});
