import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { RichContent } from '../../../platform/ui/content/RichContent';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { SUPPORT_TOKENS } from '../tokens';
import { LoadFailed } from './LoadFailed';
import './SupportPages.css';
import { ButtonLink } from '../../../design-system/ButtonLink';

/** /contact-us: phone numbers (with the one for overseas), their hours, and secure messages. */
const ContactUsPage = observer(function ContactUsPage() {
  usePageTitle('Contact us', { indexable: true });
  const store = useService(SUPPORT_TOKENS.ContactUsStore);
  useEffect(() => { void store.load(); }, [store]);
  const { channels } = store;
  return (
    <Wrapper>
      <p className="support__eyebrow">Support</p>
      <h1>Contact us</h1>
      {store.status === 'failed' ? <LoadFailed what="our contact details" /> : null}
      {!channels && store.status !== 'failed' ? <Loader /> : null}
      {channels ? (
        <>
          <RichContent className="support__lead" html={channels.introHtml} />
          <div className="support__grid">
            <Tile>
              <h2>Call us</h2>
              <dl className="support__phones">
                {channels.phones.map((phone) => (
                  <div key={phone.label}>
                    <dt>{phone.label}</dt>
                    <dd><a className="support__phone" href={`tel:${phone.number.replace(/\s/g, '')}`}>{phone.number}</a><span>{phone.hours}</span></dd>
                  </div>
                ))}
              </dl>
            </Tile>
            <Tile>
              <h2>Send us a secure message</h2>
              <p>Log in to internet banking and write to us from your inbox. We reply within one business day.</p>
              <ButtonLink variant="primary-outline" reload href={channels.secureMessagePath}>Send a secure message</ButtonLink>
            </Tile>
            <Tile>
              <h2>Visit a branch</h2>
              <p>Talk to us face to face at one of our branches around New Zealand.</p>
              <Link href="/branches">Find a branch</Link>
            </Tile>
          </div>
        </>
      ) : null}
    </Wrapper>
  );
});

export default ContactUsPage;
