import { formatAucklandDateTime } from '../../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../../contract/rules/Money';
import { ButtonLink } from '../../../../design-system/ButtonLink';
import { Icon } from '../../../../design-system/Icon';
import type { WaitingItem } from '../../core/domain/Overview';

const ICONS = { 'eftpos-request': 'pay', refund: 'success', 'application-documents': 'apply' } as const;

/** What the customer needs to act on, at the top of the page, each with the one link that deals with it. */
export function WaitingPanel({ items }: { items: WaitingItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="waiting" aria-labelledby="waiting-heading">
      <h2 id="waiting-heading" className="dashboard__section-title">Waiting for you</h2>
      <ul className="waiting__list">
        {items.map((item) => (
          <li key={item.id} className={`waiting__item waiting__item--${item.kind}`}>
            <Icon name={ICONS[item.kind]} size={24} className="waiting__icon" />
            <div className="waiting__text">
              <span className="waiting__title">{item.title}</span>
              {item.amount !== null ? <span className="waiting__amount">{formatMoney(item.amount)}</span> : null}
              {item.until ? <span className="waiting__until">Respond by {formatAucklandDateTime(Date.parse(item.until))}</span> : null}
            </div>
            <ButtonLink size="small" variant={item.kind === 'refund' ? 'primary' : 'primary-outline'} href={item.href} className="waiting__action">
              {item.action}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
