import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { AddressSection } from './AddressSection';
import { ContactMethods } from './ContactMethods';
import './ContactDetailsPage.css';
import { CONTACT_TOKENS } from '../tokens';

/** Settings › Contact details (/settings/details): email, phones and addresses; addresses can change. */
const ContactDetailsPage = observer(function ContactDetailsPage() {
  const store = useService(CONTACT_TOKENS.ContactDetailsStore);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <Wrapper>
      <p className="contact-details__eyebrow">Settings</p>
      <h1>Contact details</h1>
      <p className="contact-details__lead">Keep your details up to date so we can reach you and send your letters to the right place.</p>
      {store.contact ? (
        <div className="contact-details">
          <div className="contact-details__addresses">
            <AddressSection store={store} kind="residential" />
            <AddressSection store={store} kind="postal" />
          </div>
          <ContactMethods store={store} />
        </div>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load your contact details. Please try again.</Alert>
      ) : <Loader />}
    </Wrapper>
  );
});

export default ContactDetailsPage;
