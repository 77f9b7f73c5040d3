import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatMoney } from '../../../../contract/rules/Money';
import { Button } from '../../../design-system/Button';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { receiptPath } from '../../../kernel/domain/moneyPaths';
import { useNativeJourney } from '../../../platform/ui/useNativeJourney';
import type { TransferStore } from '../stores/TransferStore';

/** The confirmation (focused, so it is read first), and the native app hears the journey is complete. */
export const TransferDone = observer(function TransferDone({ store }: { store: TransferStore }) {
  const { receipt } = store;
  const journey = useNativeJourney();
  const doneId = receipt?.id ?? null;
  useEffect(() => { if (doneId) journey.complete('transfer', doneId); }, [doneId, journey]);
  if (!receipt) return null;
  return (
    <section className="transfer-card" aria-labelledby="transferred-heading">
      <h1 id="transferred-heading" tabIndex={-1} ref={(h) => h?.focus()}>You transferred {formatMoney(receipt.amount)}</h1>
      <p>From {receipt.from.name} to {receipt.to.name}.</p>
      {receipt.fee ? <p>A cash advance fee of {formatMoney(receipt.fee)} has been charged to {receipt.from.name}.</p> : null}
      <div className="transfer-actions">
        <ButtonLink href={receiptPath(receipt.id)}>View receipt</ButtonLink>
        <Button variant="secondary" onClick={store.startAgain}>Make another transfer</Button>
      </div>
    </section>
  );
});
