import type { Contact } from '../../../kernel/domain/Contact';
import { Tile } from '../../../design-system/Tile';

/** Email and phones, as the bank holds them. */
export function ContactMethods({ contact }: { contact: Contact }) {
  return (
    <Tile className="contact-methods" aria-labelledby="contact-methods-heading">
      <h2 id="contact-methods-heading">Email and phone</h2>
      <dl className="contact-list">
        <div className="contact-list__row">
          <dt>Email</dt>
          <dd className="contact-list__email">{contact.email ?? 'No email address'}</dd>
        </div>
        {contact.phones.length === 0 ? (
          <div className="contact-list__row"><dt>Phone</dt><dd>No phone number</dd></div>
        ) : contact.phones.map((phone) => (
          <div className="contact-list__row" key={`${phone.type}-${phone.number}`}>
            <dt>{phone.type}</dt>
            <dd className="contact-list__number">{phone.number}</dd>
          </div>
        ))}
      </dl>
    </Tile>
  );
}
