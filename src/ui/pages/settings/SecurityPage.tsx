import { Tile } from '../../design-system/Tile';
import { Wrapper } from '../../design-system/Wrapper';
import { usePageTitle } from '../../shell/usePageTitle';
import { ChangePasswordSection } from './ChangePasswordSection';

/** /security: security settings. Changing the password is safeguarded by an SMS code. */
export default function SecurityPage() {
  usePageTitle('Security');
  return (
    <Wrapper narrow>
      <h1>Security</h1>
      <Tile aria-labelledby="change-password-heading">
        <h2 id="change-password-heading">Change password</h2>
        <ChangePasswordSection />
      </Tile>
    </Wrapper>
  );
}
