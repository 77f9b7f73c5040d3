import { useService } from '../../../platform/ui/ServiceProvider';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { ChangePasswordSection } from './ChangePasswordSection';
import { SessionsSection } from './SessionsSection';
import { PasskeysSection } from './PasskeysSection';
import { SecurityActivitySection } from './SecurityActivitySection';
import { SECURITY_TOKENS } from '../tokens';
import './SecurityPage.css';

/** /security: change password (safeguarded by an SMS code, the app's challenge dialog), passkeys, where you're logged in, and recent security activity. */
export default function SecurityPage() {
  const changePassword = useService(SECURITY_TOKENS.ChangePasswordStore);
  const sessions = useService(SECURITY_TOKENS.SessionsStore);
  const activity = useService(SECURITY_TOKENS.SecurityActivityStore);
  const passkeys = useService(SECURITY_TOKENS.PasskeysStore);
  return (
    <Wrapper narrow>
      <h1>Security</h1>
      <p><ButtonLink variant="secondary" href="/security/scam-protection">Report a scam or lock my banking</ButtonLink></p>
      <div className="security__tiles">
        <Tile aria-labelledby="change-password-heading">
          <h2 id="change-password-heading">Change password</h2>
          <ChangePasswordSection store={changePassword} />
        </Tile>
        <Tile aria-labelledby="passkeys-heading">
          <h2 id="passkeys-heading">Passkeys</h2>
          <PasskeysSection store={passkeys} />
        </Tile>
        <Tile aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Where you're logged in</h2>
          <SessionsSection store={sessions} />
        </Tile>
        <Tile aria-labelledby="security-activity-heading">
          <h2 id="security-activity-heading">Recent security activity</h2>
          <SecurityActivitySection store={activity} />
        </Tile>
      </div>
    </Wrapper>
  );
}
