import { observer } from 'mobx-react-lite';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { formatMoney } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import { Tile } from '../../../design-system/Tile';
import type { EftposStore } from '../stores/EftposStore';

/** The requests waiting for a decision: merchant, amount, expiry; approve or decline each. */
export const PaymentRequestList = observer(function PaymentRequestList({ store }: { store: EftposStore }) {
  const overview = store.overview!;
  return (
    <Tile className="eftpos__requests" aria-labelledby="eftpos-requests-heading">
      <h2 id="eftpos-requests-heading">Payment requests</h2>
      {!overview.enabled ? (
        <p className="eftpos__empty">Online EFTPOS is off. Turn it on to see payment requests from shops.</p>
      ) : overview.requests.length === 0 ? (
        <p className="eftpos__empty">You have no payment requests waiting.</p>
      ) : (
        <ul className="eftpos__list">
          {overview.requests.map((request) => {
            const what = `${formatMoney(request.amount)} to ${request.merchant}`;
            return (
              <li key={request.id} className="eftpos__request" aria-label={`${request.merchant}, ${formatMoney(request.amount)}`}>
                <div className="eftpos__what">
                  <span className="eftpos__merchant">{request.merchant}</span>
                  <span className="eftpos__amount">{formatMoney(request.amount)}</span>
                  <span className="eftpos__expiry">Expires <time dateTime={request.expiresAt}>{formatAucklandDateTime(Date.parse(request.expiresAt))}</time></span>
                </div>
                <div className="eftpos__actions">
                  <Button size="small" onClick={() => store.start(request, 'decline')} aria-label={`Decline ${what}`}>Decline</Button>
                  <Button size="small" variant="primary" onClick={() => store.start(request, 'approve')} aria-label={`Approve ${what}`}>Approve</Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Tile>
  );
});
