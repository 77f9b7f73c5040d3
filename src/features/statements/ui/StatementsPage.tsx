import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { AccountNumber } from '../../../design-system/AccountNumber';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { statementMonthLabel } from '../core/domain/Statement';
import { STATEMENT_MESSAGES, type StatementsStore } from '../stores/StatementsStore';
import { STATEMENTS_TOKENS } from '../tokens';
import './StatementsPage.css';

const DELIVERY_TEXT = {
  digital: 'Digital: in internet banking',
  posted: 'Posted: to your postal address',
} as const;

/** The delivery choice (shown only while the bank offers it: PostedLettersToggle), or how letters go. */
const LetterDelivery = observer(function LetterDelivery({ store }: { store: StatementsStore }) {
  const overview = store.overview!;
  return (
    <Tile className="statements__delivery" aria-labelledby="statements-delivery-heading">
      <h2 id="statements-delivery-heading">How we send your letters</h2>
      {overview.canChoose ? (
        <fieldset className="statements__choice" disabled={store.savingDelivery}>
          <legend>Statements and letters</legend>
          {(['digital', 'posted'] as const).map((delivery) => (
            <label key={delivery} className="statements__option">
              <input type="radio" name="letter-delivery" value={delivery} checked={overview.preference === delivery}
                onChange={() => void store.setDelivery(delivery)} />
              {DELIVERY_TEXT[delivery]}
            </label>
          ))}
        </fieldset>
      ) : <p>{DELIVERY_TEXT[overview.delivery]}</p>}
      {overview.delivery !== overview.preference ? (
        <p className="statements__note">We post your letters because we don&apos;t have an email address to tell you when one arrives.</p>
      ) : null}
    </Tile>
  );
});

/** Settings › Statements and letters (/settings/statements): monthly PDF statements per account, and how letters are sent. */
const StatementsPage = observer(function StatementsPage() {
  usePageTitle('Statements and letters');
  const store = useService(STATEMENTS_TOKENS.StatementsStore);
  useEffect(() => { void store.load(); }, [store]);
  return (
    <Wrapper>
      <p className="statements__eyebrow">Settings</p>
      <h1>Statements and letters</h1>
      <p className="statements__lead">A PDF statement for each account every month it has transactions, for the last 12 months.</p>
      {store.done ? <Alert tone="success">{store.done}</Alert> : null}
      {store.error ? <Alert tone="error">{store.error}</Alert> : null}
      {store.overview ? (
        <div className="statements">
          <LetterDelivery store={store} />
          <Tile className="statements__list" aria-labelledby="statements-list-heading">
            <h2 id="statements-list-heading">Statements</h2>
            {store.months.length === 0 ? <p className="statements__empty">You have no statements yet.</p> : store.months.map(({ month, statements }) => (
              <section key={month} className="statements__month" aria-label={statementMonthLabel(month)}>
                <h3>{statementMonthLabel(month)}</h3>
                <ul>
                  {statements.map((statement) => {
                    const busy = store.downloading === `${statement.accountId}/${statement.month}`;
                    return (
                      <li key={statement.accountId} className="statements__item">
                        <span className="statements__account">
                          <span className="statements__name">{statement.accountName}</span>
                          <AccountNumber className="statements__number" value={statement.accountNumber} />
                        </span>
                        {/* The visible word is part of the accessible name (WCAG 2.5.3, label in name). */}
                        <Button size="small" busy={busy} disabled={store.downloading !== null} onClick={() => void store.download(statement)}
                          aria-label={`Download ${statement.accountName} statement for ${statementMonthLabel(month)} (PDF)`}>Download</Button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </Tile>
        </div>
      ) : store.loadFailed ? (
        <Alert tone="error" title="Sorry, an error has occurred.">{STATEMENT_MESSAGES.loadFailed}</Alert>
      ) : <Loader />}
    </Wrapper>
  );
});

export default StatementsPage;
