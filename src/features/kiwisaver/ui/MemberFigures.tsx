import { formatMoney } from '../../../../contract/rules/Money';
import { formatCalendarDate } from '../../../../contract/rules/AucklandDate';
import { Tile } from '../../../design-system/Tile';
import type { KiwiSaverMembership } from '../stores/KiwiSaverStore';

/** Balance, fund, rate; this year's government contribution against its maximum; first-home withdrawal. */
export function MemberFigures({ member, progressPercent }: { member: KiwiSaverMembership; progressPercent: number }) {
  return (
    <>
      <Tile className="kiwisaver__balance">
        <h2 className="kiwisaver__label">Your balance</h2>
        <p className="kiwisaver__figure">{formatMoney(member.balanceCents)}</p>
        <dl className="kiwisaver__facts">
          <div><dt>Fund</dt><dd>{member.fund}</dd></div>
          <div><dt>Your contribution rate</dt><dd>{member.contributionRatePercent}% of your pay</dd></div>
          <div><dt>Member since</dt><dd>{formatCalendarDate(member.joinedDate)}</dd></div>
        </dl>
      </Tile>
      <Tile>
        <h2>Government contribution this year</h2>
        <p>
          <strong>{formatMoney(member.governmentContributionThisYearCents)}</strong> of the {formatMoney(member.maxGovernmentContributionCents)} maximum,
          25c for each $1 you contribute (you've put in {formatMoney(member.memberContributionsThisYearCents)} so far).
        </p>
        <progress className="kiwisaver__progress" max={100} value={progressPercent} aria-label="Government contribution earned this year">{progressPercent}%</progress>
      </Tile>
      <Tile>
        <h2>Buying your first home</h2>
        {member.firstHome.eligible ? (
          <p>You've been a member for 3 years or more, so you could withdraw up to <strong>{formatMoney(member.firstHome.withdrawableCents)}</strong> towards your first home ($1,000 stays in your account).</p>
        ) : (
          <p>You can withdraw your savings for your first home once you've been a member for 3 years.</p>
        )}
      </Tile>
    </>
  );
}
