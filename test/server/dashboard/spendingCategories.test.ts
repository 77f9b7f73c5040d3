import { OTHER_CATEGORY, SPENDING_CATEGORIES, spendingCategoryOf } from '../../../server/dashboard/spendingCategories';

describe('spendingCategoryOf', () => {
  it.each([
    ['Countdown Ponsonby', 'Groceries'], ["PAK'NSAVE ROYAL OAK", 'Groceries'], ['Kokako Cafe', 'Eating out'],
    ['Z Energy Kingsland', 'Transport'], ['Mercury Energy ELEC', 'Bills and utilities'], ['Barfoot & Thompson RENT', 'Home and rent'],
    ['Air New Zealand', 'Travel'], ['Mighty Ape', 'Shopping'],
  ])('files %s under %s', (name, category) => {
    expect(spendingCategoryOf(name)).toBe(category);
  });

  it('ignores macrons and case', () => {
    expect(spendingCategoryOf('KŌKAKO CAFÉ')).toBe('Eating out');
  });

  it('files a name it does not know under Other', () => {
    expect(spendingCategoryOf('Hemi Walker')).toBe(OTHER_CATEGORY);
  });

  it('names every category once', () => {
    const names = SPENDING_CATEGORIES.map(([category]) => category);
    expect(new Set(names).size).toBe(names.length);
    expect(names).not.toContain(OTHER_CATEGORY);
  });
});
