import { observer } from 'mobx-react-lite';
import { HOME_PATH } from '../../../../kernel/domain/routes';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { hasMobilePhone } from '../../../../kernel/domain/Contact';
import { useService } from '../../../../platform/ui/ServiceProvider';
import { Alert } from '../../../../design-system/Alert';
import { Loader } from '../../../../design-system/Loader';
import { Tile } from '../../../../design-system/Tile';
import { Wrapper } from '../../../../design-system/Wrapper';
import './SetupPage.css';
import { CONTACT_TOKENS } from '../../tokens';

/**
 * The frame of the two contact-setup pages a login can lead to: why we ask, what the bank
 * holds now, and the way to update it (the contact details page) or carry on.
 */
export const SetupPage = observer(function SetupPage({ title, children }: { title: string; children: ReactNode }) {
  const store = useService(CONTACT_TOKENS.ContactSetupStore);
  useEffect(() => { void store.load(); }, [store]);
  const contact = store.contact;
  return (
    <Wrapper narrow>
      <Tile className="setup-page">
        <h1>{title}</h1>
        {children}
        {store.failed ? <Alert tone="error" title="Sorry, an error has occurred.">We couldn&apos;t load your contact details.</Alert> : null}
        {!contact && !store.failed ? <Loader /> : null}
        {contact ? (
          <dl className="setup-page__contact" aria-label="Your contact details">
            <dt>Email</dt><dd>{contact.email ?? 'None on file'}</dd>
            <dt>Mobile</dt><dd>{hasMobilePhone(contact) ? contact.phones.filter((p) => p.type.includes('Mobile')).map((p) => p.number).join(', ') : 'None on file'}</dd>
          </dl>
        ) : null}
        <div className="setup-page__actions">
          <Link className="ds-button ds-button--primary ds-button--medium" href="/settings/details">Update contact details</Link>
          <Link className="ds-button ds-button--secondary ds-button--medium" href={HOME_PATH}>Not now</Link>
        </div>
      </Tile>
    </Wrapper>
  );
});
