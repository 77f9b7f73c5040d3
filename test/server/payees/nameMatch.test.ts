import { matchName } from '../../../server/payees/nameMatch';

describe('matchName (Confirmation of Payee)', () => {
  it.each([
    ['Hemi Walker', 'Hemi Walker', 'match'],
    ['HEMI  walker.', 'Hemi Walker', 'match'],
    ['Tane Ngata', 'Tāne Ngata', 'match'],
    ['Aotearoa Plumbing', 'Aotearoa Plumbing Limited', 'match'],
    ['H Walker', 'Hemi Walker', 'partial-match'],
    ['Walker', 'Hemi Walker', 'partial-match'],
    ['Walker Hemi', 'Hemi Walker', 'partial-match'],
    ['Hemi Walkr', 'Hemi Walker', 'partial-match'],
    ['Hemi', 'Hemi Walker', 'no-match'],
    ['j j', 'Jack Thompson', 'no-match'],
    ['J T', 'Jack Thompson', 'no-match'],
    ['H W', 'Hemi Walker', 'no-match'],
    ['J Thompson', 'Jack Thompson', 'partial-match'],
    ['Jane Doe', 'Hemi Walker', 'no-match'],
    ['', 'Hemi Walker', 'no-match'],
    ['...', 'Hemi Walker', 'no-match'],
  ])('%j against %j is %s', (typed, holder, outcome) => {
    expect(matchName(typed, holder)).toBe(outcome);
  });
});
