import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatAucklandDateTime } from '../../../../contract/rules/AucklandDate';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { SESSIONS_MESSAGES, type SessionsStore } from '../stores/SessionsStore';

const when = (iso: string) => formatAucklandDateTime(Date.parse(iso));

/**
 * Where the customer is logged in: one row per device (device, browser, last active in
 * Auckland time), "Log out" on each other device, and the way to end them all at once.
 */
export const SessionsSection = observer(function SessionsSection({ store }: { store: SessionsStore }) {
  useEffect(() => { void store.load(); }, [store]);
  if (!store.sessions) {
    return store.loadFailed ? <Alert tone="error">{SESSIONS_MESSAGES.loadFailed}</Alert> : <Loader />;
  }
  return (
    <>
      {store.done ? <Alert tone="success">{SESSIONS_MESSAGES.done}</Alert> : null}
      {store.deviceNotice ? <Alert tone="success">{store.deviceNotice}</Alert> : null}
      {store.failure ? <Alert tone="error">{store.failure}</Alert> : null}
      <ul className="sessions">
        {store.sessions.map((session) => {
          const place = `${session.device}, ${session.browser}`;
          return (
            <li key={session.id} className="sessions__item" aria-label={`${place}${session.current ? ', this browser' : ''}`}>
              <span className="sessions__device">
                {session.device} · {session.browser}
                {session.current ? <span className="sessions__current">This browser</span> : null}
              </span>
              <span className="sessions__when">
                Last active <time dateTime={session.lastActiveAt}>{when(session.lastActiveAt)}</time>
                {' · '}logged in <time dateTime={session.signedInAt}>{when(session.signedInAt)}</time>
              </span>
              {session.current ? null : (
                <span className="sessions__action">
                  <Button variant="secondary" size="small" busy={store.endingId === session.id} aria-label={`Log out ${place}`}
                    onClick={() => void store.logOutDevice(session)}>Log out</Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {store.others > 0 ? (
        <Button variant="danger" busy={store.busy} onClick={() => void store.logOutOthers()}>Log out everywhere else</Button>
      ) : <p className="sessions__only">You're not logged in anywhere else.</p>}
    </>
  );
});
