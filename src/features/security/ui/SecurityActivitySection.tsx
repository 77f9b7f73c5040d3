import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { describeActivity, isWarning } from '../core/domain/SecurityActivity';
import { ACTIVITY_MESSAGES, type SecurityActivityStore } from '../stores/SecurityActivityStore';

/** The customer's own security log, newest first: what happened, when (Auckland time), and on which device. */
export const SecurityActivitySection = observer(function SecurityActivitySection({ store }: { store: SecurityActivityStore }) {
  useEffect(() => { void store.load(); }, [store]);
  if (!store.events) {
    return store.loadFailed ? <Alert tone="error">{ACTIVITY_MESSAGES.loadFailed}</Alert> : <Loader />;
  }
  if (store.events.length === 0) return <p>{ACTIVITY_MESSAGES.none}</p>;
  return (
    <ol className="security-activity">
      {store.events.map((event) => {
        const where = event.thisDevice ? 'This browser' : event.device ? `${event.device} · ${event.browser ?? 'Unknown browser'}` : null;
        return (
          <li key={event.id} className={`security-activity__item${isWarning(event.kind) ? ' security-activity__item--warning' : ''}`}>
            <span className="security-activity__what">{describeActivity(event.kind)}</span>
            <span className="security-activity__when">
              <time dateTime={event.occurredAt}>{formatAucklandDateTime(Date.parse(event.occurredAt))}</time>
              {where ? ` · ${where}` : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
});
