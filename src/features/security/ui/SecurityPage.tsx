import { use } from 'react';
import { TOKENS } from '../../../platform/tokens';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { ChallengeDialog } from '../../escalation/ui/ChallengeDialog';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { ChangePasswordSection } from './ChangePasswordSection';

/** /security: security settings. Changing the password is safeguarded by an SMS code. */
export default function SecurityPage() {
  usePageTitle('Security');
  // The feature's stores load with this page's chunk; the route's Suspense shows the loader meanwhile.
  const feature = use(useService(TOKENS.SecurityFeature)());
  return (
    <Wrapper narrow>
      <h1>Security</h1>
      <Tile aria-labelledby="change-password-heading">
        <h2 id="change-password-heading">Change password</h2>
        <ChangePasswordSection store={feature.changePassword} />
      </Tile>
      <ChallengeDialog store={feature.challenge} />
    </Wrapper>
  );
}
