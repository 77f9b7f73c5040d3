import { aucklandDateOf } from '../../../../contract/rules/AucklandDate';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An ISO instant or 'YYYY-MM-DD' date as Aucklanders read it: '19 Oct 2025'. */
export function formatAucklandDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : aucklandDateOf(Date.parse(value));
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}
