import { observer } from 'mobx-react-lite';
import type { PayeeCheck } from '../stores/PayeeCheck';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Checkbox } from '../../../design-system/Checkbox';
import './ConfirmationPanel.css';

const TEXT = {
  'partial-match': { tone: 'warning', title: 'The name is a close match' },
  'no-match': { tone: 'error', title: "The name doesn't match" },
  'account-not-found': { tone: 'info', title: "We couldn't find this account" },
  unavailable: { tone: 'info', title: "We can't check the name right now" },
} as const;

export interface ConfirmationPanelProps {
  check: PayeeCheck;
  busy?: boolean;
  /** "Continue anyway" / "Continue": the caller carries on once `check.mayContinue()` agrees. */
  onContinue: () => void;
  /** "Go back": the customer corrects the name or number. */
  onGoBack: () => void;
}

/**
 * Confirmation of Payee's answer, for the customer to act on (nz-banking-rules.md): a close
 * name offers "Go back" or "Continue anyway"; no match needs the tick box; the others inform.
 * The payee form and the pay form's one-off payment both show it.
 */
export const ConfirmationPanel = observer(function ConfirmationPanel({ check, busy, onContinue, onGoBack }: ConfirmationPanelProps) {
  const { confirmation } = check;
  if (!confirmation || confirmation.outcome === 'match') return null;
  const { tone, title } = TEXT[confirmation.outcome];
  return (
    <div className="confirmation-of-payee">
      <Alert tone={tone} title={title}>
        {confirmation.outcome === 'partial-match' ? (
          <p>You may have used a shortened name or made a small typo. Update the account name and check again, or continue.</p>
        ) : null}
        {confirmation.outcome === 'no-match' ? (
          <p>The name you entered doesn&apos;t match the name on this account. If you continue, your money could go to someone else and you may not get it back.</p>
        ) : null}
        {confirmation.outcome === 'account-not-found' ? (
          <p>The bank couldn&apos;t find an account with this number. Check it with the person or business you&apos;re paying.</p>
        ) : null}
        {confirmation.outcome === 'unavailable' ? (
          <p>The account holder&apos;s bank can&apos;t check names at the moment. Make sure the account number is right before you continue.</p>
        ) : null}
      </Alert>
      {confirmation.outcome === 'no-match' ? (
        <Checkbox
          label="I understand the name doesn't match and I want to continue"
          checked={check.acknowledged} onChange={(event) => check.setAcknowledged(event.target.checked)}
          aria-invalid={check.acknowledgementMissing || undefined}
          hint={check.acknowledgementMissing ? 'Tick the box to continue, or go back and check the details' : undefined}
        />
      ) : null}
      <div className="confirmation-of-payee__actions">
        <Button variant="primary" busy={busy} onClick={() => { if (check.mayContinue()) onContinue(); }}>
          {confirmation.outcome === 'partial-match' ? 'Continue anyway' : 'Continue'}
        </Button>
        <Button variant="secondary" onClick={onGoBack}>Go back</Button>
      </div>
    </div>
  );
});
