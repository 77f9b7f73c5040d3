import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Wrapper } from '../../../design-system/Wrapper';
import { APP_TOKENS } from '../../tokens';
import { DismissableAlert } from './DismissableAlert';

/**
 * The bank's service notices (a planned outage…) above every page, each a dismissable alert with
 * the notice's id: closed, it stays closed.
 */
export const ServiceNotices = observer(function ServiceNotices() {
  const notices = useService(APP_TOKENS.ServiceNoticesStore);
  useEffect(() => { void notices.load(); }, [notices]);
  if (notices.shown.length === 0) return null;
  return (
    <Wrapper>
      <section aria-label="Service notices" className="service-notices">
        {notices.shown.map((notice) => (
          <DismissableAlert key={notice.id} id={notice.id} tone="info" title={notice.title}><p>{notice.body}</p></DismissableAlert>
        ))}
      </section>
    </Wrapper>
  );
});
