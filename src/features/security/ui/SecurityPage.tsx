import { useService } from '../../../platform/ui/ServiceProvider';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SECURITY_TOKENS } from '../tokens';

/** /security: security settings. Changing the password is safeguarded by an SMS code (the app's challenge dialog). */
export default function SecurityPage() {
  const changePassword = useService(SECURITY_TOKENS.ChangePasswordStore);
  return (
    <Wrapper narrow>
      <h1>Security</h1>
      <Tile aria-labelledby="change-password-heading">
        <h2 id="change-password-heading">Change password</h2>
        <ChangePasswordSection store={changePassword} />
      </Tile>
    </Wrapper>
  );
}
