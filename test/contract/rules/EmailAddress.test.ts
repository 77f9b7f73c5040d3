import { emailAddressProblem, normaliseEmailAddress } from '../../../contract/rules/EmailAddress';

describe('email addresses', () => {
  it.each(['aroha.ngata@example.co.nz', 'a+bank@mail.example.com', "o'brien@xn--kwhai-9ra.nz"])('takes %s', (email) => {
    expect(emailAddressProblem(email)).toBeNull();
  });

  it.each([
    ['', 'Enter your email address'],
    ['   ', 'Enter your email address'],
    ['aroha', 'Enter an email address like name@example.co.nz'],
    ['aroha@example', 'Enter an email address like name@example.co.nz'],
    ['aroha ngata@example.co.nz', 'Enter an email address like name@example.co.nz'],
    ['a@b@example.co.nz', 'Enter an email address like name@example.co.nz'],
    ['aroha@-example.co.nz', 'Enter an email address like name@example.co.nz'],
    [`${'a'.repeat(250)}@example.nz`, 'Enter an email address like name@example.co.nz'],
  ])('refuses %j', (email, problem) => {
    expect(emailAddressProblem(email)).toBe(problem);
  });

  it('keeps the mailbox as typed and lowercases the domain', () => {
    expect(normaliseEmailAddress('  Mere.Tipene@Example.CO.NZ ')).toBe('Mere.Tipene@example.co.nz');
  });
});
