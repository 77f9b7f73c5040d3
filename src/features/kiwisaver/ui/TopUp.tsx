import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { Tile } from '../../../design-system/Tile';
import type { KiwiSaverMembership } from '../core/domain/KiwiSaverLanding';
import type { KiwiSaverChangesStore } from '../stores/KiwiSaverChangesStore';

/** A voluntary top-up: from which account and how much, reviewed before any money moves. */
export const TopUp = observer(function TopUp({ member, changes }: { member: KiwiSaverMembership; changes: KiwiSaverChangesStore }) {
  const done = changes.topUpDone;
  const review = changes.reviewing;
  return (
    <Tile className="kiwisaver__change">
      <h2>Make a voluntary top-up</h2>
      <p>Put in extra whenever you like. It counts towards this year's government contribution.</p>
      {done ? (
        <Alert tone="success" title="Top-up made">
          {`${formatMoney(done.amountCents)} has gone into your KiwiSaver from ${done.fromName}. ${done.fromName} had ${formatMoney(done.availableBeforeCents)} available and now has ${formatMoney(done.availableAfterCents)}.`}
        </Alert>
      ) : null}
      {changes.topUpProblem ? <Alert tone="error">{changes.topUpProblem}</Alert> : null}
      {member.topUpFrom.length === 0 ? <p>You need an everyday or savings account with us to make a top-up.</p> : (
        <form noValidate aria-label="Make a voluntary top-up" onSubmit={(event) => { event.preventDefault(); changes.reviewTopUp(); }}>
          <FormField label="From" name="fromAccountId" error={Boolean(changes.topUpErrors.fromAccountId)} errorMessage={changes.topUpErrors.fromAccountId}>
            {(control) => (
              <select {...control} className="ds-input" value={changes.fromAccountId} onChange={(event) => changes.setFromAccount(event.currentTarget.value)}>
                <option value="">Choose an account</option>
                {member.topUpFrom.map((a) => <option key={a.id} value={a.id}>{`${a.name} (${formatMoney(a.availableCents)} available)`}</option>)}
              </select>
            )}
          </FormField>
          <FormField label="Amount" name="amount" hint="In dollars, for example 50.00" error={Boolean(changes.topUpErrors.amount)} errorMessage={changes.topUpErrors.amount}>
            {(control) => <TextInput {...control} inputMode="decimal" autoComplete="off" value={changes.amount} onChange={(event) => changes.setAmount(event.currentTarget.value)} />}
          </FormField>
          <Button variant="primary" type="submit">Review top-up</Button>
        </form>
      )}
      <Dialog open={review !== null} title="Check your top-up" onDismiss={changes.cancelTopUp}
        actions={(
          <>
            <Button onClick={changes.cancelTopUp}>Change</Button>
            <Button variant="primary" busy={changes.topUpBusy} onClick={() => void changes.confirmTopUp()}>Top up now</Button>
          </>
        )}>
        {review ? (
          <dl className="kiwisaver__review">
            <div><dt>Amount</dt><dd>{formatMoney(review.amountCents)}</dd></div>
            <div><dt>From</dt><dd>{review.fromName}</dd></div>
            <div><dt>To</dt><dd>Your KiwiSaver ({member.fund})</dd></div>
            <div><dt>When</dt><dd>Now. A top-up can only be taken out under the KiwiSaver rules (for your first home, or from 65).</dd></div>
          </dl>
        ) : null}
      </Dialog>
    </Tile>
  );
});
