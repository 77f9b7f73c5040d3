import { observer } from 'mobx-react-lite';
import { OFFERED_CONTRIBUTION_RATES, KIWISAVER_WORDS } from '../../../../contract/rules/KiwiSaverChanges';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { Tile } from '../../../design-system/Tile';
import type { KiwiSaverMembership } from '../core/domain/KiwiSaverLanding';
import type { KiwiSaverChangesStore } from '../stores/KiwiSaverChangesStore';

/** An employed member's contribution rate, one of the rates; a member who is not employed is told why not. */
export const ContributionRate = observer(function ContributionRate({ member, changes }: { member: KiwiSaverMembership; changes: KiwiSaverChangesStore }) {
  return (
    <Tile className="kiwisaver__change">
      <h2>Your contribution rate</h2>
      <p>{`You put in ${member.contributionRatePercent}% of your pay before tax.`}</p>
      {changes.rateDone ? <Alert tone="success">{changes.rateDone}</Alert> : null}
      {member.employed ? (
        <form noValidate aria-label="Change your contribution rate" onSubmit={(event) => { event.preventDefault(); void changes.changeRate(); }}>
          <FormField label="New contribution rate" name="rate" error={Boolean(changes.rateProblem)} errorMessage={changes.rateProblem}>
            {(control) => (
              <select {...control} className="ds-input" value={String(changes.rateChoice ?? member.contributionRatePercent)}
                onChange={(event) => changes.chooseRate(Number(event.currentTarget.value))}>
                {OFFERED_CONTRIBUTION_RATES.map((rate) => <option key={rate} value={rate}>{`${rate}% of my pay`}</option>)}
              </select>
            )}
          </FormField>
          <Button variant="primary" type="submit" busy={changes.rateBusy}>Change rate</Button>
        </form>
      ) : <p>{KIWISAVER_WORDS.notEmployed}</p>}
    </Tile>
  );
});
