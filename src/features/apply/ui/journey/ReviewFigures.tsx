import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../../../contract/rules/Money';
import type { ApplicationStore } from '../../stores/ApplicationStore';
import { Loader } from '../../../../design-system/Loader';

/** The review's worked figures (a repayment, the serviceability check) and the bank's quote, when the journey has them. */
export const ReviewFigures = observer(function ReviewFigures({ store }: { store: ApplicationStore }) {
  const { journey, answers, quote } = store;
  const figures = journey.figures?.(answers) ?? [];
  if (figures.length === 0 && !journey.quote) return null;
  return (
    <section className="journey__figures" aria-labelledby="review-figures">
      <h2 id="review-figures">{journey.quote ? 'Your quote' : 'Your figures'}</h2>
      {journey.quote && !quote && !store.problem ? <Loader label="Getting your quote..." /> : null}
      <dl className="journey__answers">
        {quote ? (
          <>
            <div><dt>Cover</dt><dd>{formatMoney(quote.coverCents)}</dd></div>
            <div><dt>Premium</dt><dd><strong>{formatMoney(quote.monthlyPremiumCents)} a month</strong></dd></div>
          </>
        ) : null}
        {figures.map((figure) => (
          <div key={figure.label} className={figure.tone ? `journey__figure--${figure.tone}` : undefined}>
            <dt>{figure.label}</dt>
            <dd><strong>{figure.value}</strong>{figure.note ? <span className="journey__figure-note">{figure.note}</span> : null}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
});
