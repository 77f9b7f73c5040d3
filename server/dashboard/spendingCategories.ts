/**
 * A movement's spending category, from the merchant or payee name a statement shows, as a
 * bank's categoriser does when it has no merchant category code: the first category whose
 * words appear in the name (case and macrons ignored), else 'Other'.
 */
export const SPENDING_CATEGORIES: ReadonlyArray<readonly [category: string, words: readonly string[]]> = [
  ['Groceries', ['countdown', 'woolworths', "pak'nsave", 'paknsave', 'new world', 'four square', 'fresh choice', 'supervalue']],
  ['Eating out', ['cafe', 'coffee', 'roastery', 'burger', 'pizza', 'sushi', 'bistro', 'eatery', 'restaurant', 'amano', 'uber eats', 'mcdonald']],
  ['Transport', ['z energy', 'bp connect', 'mobil', 'caltex', 'gull', 'at hop', 'uber trip', 'parking', 'waka kotahi']],
  ['Bills and utilities', ['mercury', 'spark', 'genesis', 'contact energy', 'meridian', 'vector', 'watercare', 'netflix', 'one nz', '2degrees', 'council rates']],
  ['Home and rent', ['rent', 'barfoot', 'quinovic', 'ray white', 'harcourts', 'mitre 10', 'bunnings']],
  ['Travel', ['air new zealand', 'jetstar', 'qantas', 'booking.com', 'airbnb']],
  ['Shopping', ['warehouse', 'kmart', 'farmers', 'kathmandu', 'rebel sport', 'noel leeming', 'jb hi-fi', 'briscoes', 'chemist', 'mighty ape']],
];

export const OTHER_CATEGORY = 'Other';

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function spendingCategoryOf(name: string): string {
  const folded = fold(name);
  return SPENDING_CATEGORIES.find(([, words]) => words.some((word) => folded.includes(word)))?.[0] ?? OTHER_CATEGORY;
}
