import { observer } from 'mobx-react-lite';
import type { PayeeFormStore } from '../stores/PayeeFormStore';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Checkbox } from '../../../design-system/Checkbox';

const TEXT = {
  'partial-match': { tone: 'warning', title: 'The name is a close match' },
  'no-match': { tone: 'error', title: "The name doesn't match" },
  'account-not-found': { tone: 'info', title: "We couldn't find this account" },
  unavailable: { tone: 'info', title: "We can't check the name right now" },
} as const;

/**
 * Confirmation of Payee's answer, for the customer to act on (nz-banking-rules.md): a close
 * name offers "Go back" or "Continue anyway"; no match needs the tick box; the others inform.
 */
export const ConfirmationPanel = observer(function ConfirmationPanel({ store }: { store: PayeeFormStore }) {
  const confirmation = store.confirmation;
  if (!confirmation || confirmation.outcome === 'match') return null;
  const { tone, title } = TEXT[confirmation.outcome];
  return (
    <div className="confirmation-of-payee">
      <Alert tone={tone} title={title}>
        {confirmation.outcome === 'partial-match' ? (
          <p>The name on this account is <strong>{confirmation.closeName}</strong>. Check this is who you want to pay.</p>
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
          checked={store.acknowledged} onChange={(event) => store.setAcknowledged(event.target.checked)}
          aria-invalid={store.acknowledgementMissing || undefined}
          hint={store.acknowledgementMissing ? 'Tick the box to continue, or go back and check the details' : undefined}
        />
      ) : null}
      <div className="payees-form__actions">
        <Button variant="primary" busy={store.busy} onClick={() => void store.continueAnyway()}>
          {confirmation.outcome === 'partial-match' ? 'Continue anyway' : 'Continue'}
        </Button>
        <Button variant="secondary" onClick={store.goBack}>Go back</Button>
      </div>
    </div>
  );
});
