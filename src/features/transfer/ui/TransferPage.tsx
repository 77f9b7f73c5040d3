import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { isTermDeposit } from '../../../../contract/rules/AccountUse';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Wrapper } from '../../../design-system/Wrapper';
import { moneyChoices } from '../../../kernel/domain/moneyPaths';
import { useService } from '../../../platform/ui/ServiceProvider';
import type { TransferMode } from '../core/domain/transferChoices';
import type { TransferStore } from '../stores/TransferStore';
import { TRANSFER_TOKENS } from '../tokens';
import { TransferDone } from './TransferDone';
import { TransferFormView } from './TransferFormView';
import { TransferReview } from './TransferReview';
import './TransferPage.css';
import { ButtonLink } from '../../../design-system/ButtonLink';

const EmptyState = ({ mode, hasTermDeposit }: { mode: TransferMode; hasTermDeposit: boolean }) => (mode === 'top-up' ? (
  <section className="transfer-card transfer-empty"><h1>No eligible accounts to top up your term deposit</h1></section>
) : (
  <section className="transfer-card transfer-empty">
    <h1>Your account needs a buddy</h1>
    <p>You need more than one eligible account to make a transfer</p>
    <ButtonLink href="/apply/open-a/account/selection">Open an account</ButtonLink>
    {hasTermDeposit ? <Link href="/online/transfer/term-deposit">Top up a term deposit</Link> : null}
  </section>
));

/** A new store per visit, loaded for the page's mode and the account a link chose (`?from=`). */
function useTransferStore(mode: TransferMode): TransferStore {
  const fresh = useService(TRANSFER_TOKENS.TransferStore);
  const [store] = useState(fresh);
  const search = useSearch();
  const [{ fromAccountId }] = useState(() => moneyChoices(search));
  useEffect(() => { void store.load(mode, fromAccountId); }, [store, mode, fromAccountId]);
  return store;
}

const TransferView = observer(function TransferView({ mode, title }: { mode: TransferMode; title: string }) {
  const store = useTransferStore(mode);
  if (store.state === 'loading') return <Wrapper><Loader /></Wrapper>;
  if (store.state === 'failed') return <Wrapper><Alert tone="error" title="Sorry, an error has occurred.">We couldn’t load your accounts. Please try again.</Alert></Wrapper>;
  if (store.step === 'done') return <Wrapper><TransferDone store={store} /></Wrapper>;
  if (!store.possible) return <Wrapper><EmptyState mode={mode} hasTermDeposit={store.accounts.some((a) => isTermDeposit(a.product))} /></Wrapper>;
  if (store.step === 'review') return <Wrapper><TransferReview store={store} /></Wrapper>;
  return <Wrapper><TransferFormView store={store} title={title} /></Wrapper>;
});

/** /online/transfer — between the customer's own accounts (a term deposit is topped up on its own page). */
export const TransferPage = () => <TransferView mode="between" title="Transfer between your accounts" />;

/** /online/transfer/term-deposit — topping up a term deposit from an everyday or savings account, under its rules. */
export const TermDepositTopUpPage = () => <TransferView mode="top-up" title="Top up a term deposit" />;
