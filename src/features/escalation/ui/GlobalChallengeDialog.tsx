import { useService } from '../../../platform/ui/ServiceProvider';
import { ESCALATION_TOKENS } from '../tokens';
import { ChallengeDialog } from './ChallengeDialog';

/** The one SMS-code dialog, rendered by the app once an area that needs escalation has loaded. */
export function GlobalChallengeDialog() {
  return <ChallengeDialog store={useService(ESCALATION_TOKENS.ChallengeStore)} />;
}
