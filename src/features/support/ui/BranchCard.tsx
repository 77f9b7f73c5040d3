import { useId } from 'react';
import { formatTime, WEEKDAYS, type Branch } from '../stores/BranchFinderStore';

// Monday first, as opening hours are read in New Zealand.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

/** One branch: where, its phone, open now or closed, and the week's hours with today marked. */
export function BranchCard({ branch, openNow, today }: { branch: Branch; openNow: boolean; today: number }) {
  const headingId = useId();
  return (
    <li className="ds-tile support__branch" aria-labelledby={headingId}>
      <div className="support__branch-head">
        <h2 id={headingId}>{branch.name}</h2>
        <span className={`support__badge support__badge--${openNow ? 'open' : 'closed'}`}>{openNow ? 'Open now' : 'Closed now'}</span>
      </div>
      <address>{branch.streetAddress}, {branch.suburb}, {branch.town}</address>
      <a href={`tel:${branch.phone.replace(/\s/g, '')}`}>{branch.phone}</a>
      <table className="support__hours">
        <caption className="visually-hidden">Opening hours of {branch.name}</caption>
        <tbody>
          {WEEK_ORDER.map((day) => {
            const hours = branch.hours.find((h) => h.day === day);
            return (
              <tr key={day} className={day === today ? 'support__today' : undefined} aria-current={day === today ? 'date' : undefined}>
                <th scope="row">{WEEKDAYS[day]}</th>
                <td>{hours ? `${formatTime(hours.opens)} – ${formatTime(hours.closes)}` : 'Closed'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </li>
  );
}
