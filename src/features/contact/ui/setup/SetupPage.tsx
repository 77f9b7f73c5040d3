import { observer } from 'mobx-react-lite';
import { HOME_PATH } from '../../../../kernel/domain/routes';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { hasMobilePhone, isMobile } from '../../../../kernel/domain/Contact';
import { useService } from '../../../../platform/ui/ServiceProvider';
import { Alert } from '../../../../design-system/Alert';
import { Loader } from '../../../../design-system/Loader';
import { Tile } from '../../../../design-system/Tile';
import { Wrapper } from '../../../../design-system/Wrapper';
import { ContactMethodFields } from '../ContactMethodFields';
import '../ContactDetailsPage.css';
import './SetupPage.css';
import { CONTACT_TOKENS } from '../../tokens';
import { ButtonLink } from '../../../../design-system/ButtonLink';

/**
 * The frame of the two contact-setup pages a login can lead to: why we ask, what the bank
 * holds now, and the form for what is missing (a mobile, or an email). Once saved the customer
 * goes on: to the other setup page if something is still missing, else home.
 */
export const SetupPage = observer(function SetupPage({ title, asks, children }: { title: string; asks: 'mobile' | 'email'; children: ReactNode }) {
  const store = useService(CONTACT_TOKENS.ContactSetupStore);
  const [, navigate] = useLocation();
  useEffect(() => { void store.load(asks); }, [store, asks]);
  useEffect(() => { if (store.next) navigate(store.next); }, [store.next, navigate]);
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
            <dt>Mobile</dt><dd>{hasMobilePhone(contact) ? contact.phones.filter(isMobile).map((p) => p.number).join(', ') : 'None on file'}</dd>
          </dl>
        ) : null}
        {store.form ? (
          <ContactMethodFields form={store.form} onSubmit={() => void store.save()}
            actions={<ButtonLink variant="secondary" href={HOME_PATH}>Not now</ButtonLink>} />
        ) : null}
      </Tile>
    </Wrapper>
  );
});
