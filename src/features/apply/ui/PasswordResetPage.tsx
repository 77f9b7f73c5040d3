import { BRAND } from '../../../../contract/rules/brand';
import { Link } from 'wouter';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import './ApplyPages.css';

/**
 * /apply/password-reset. The sandbox has no self-service reset yet, so the page says plainly
 * how a reset works today: by phone, with a temporary password sent by text message.
 */
export function PasswordResetPage() {
  const tel = `tel:${BRAND.phone.replace(/\s/g, '')}`;
  return (
    <Wrapper narrow>
      <Tile className="apply-page">
        <h1>Reset your password</h1>
        <p>Forgotten your password, or locked out after too many attempts? We can reset it for you.</p>
        <ol className="apply-page__steps">
          <li>Call us on <a href={tel}>{BRAND.phone}</a> (or {BRAND.phoneOverseas} from overseas).</li>
          <li>We&apos;ll ask a few questions to confirm it&apos;s you, and unlock your internet banking if it&apos;s locked.</li>
          <li>We&apos;ll text a 4-character one-time password to your mobile. Use it on the login page, then choose a new password.</li>
        </ol>
        <p><Link href="/login">Back to log in</Link></p>
      </Tile>
    </Wrapper>
  );
}
