import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { MAX_GOVERNMENT_CONTRIBUTION_CENTS } from '../../../../contract/rules/KiwiSaver';
import { formatMoney } from '../../../../contract/rules/Money';
import { Alert } from '../../../design-system/Alert';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { KIWISAVER_TOKENS } from '../tokens';
import { BalanceChart } from './BalanceChart';
import { MemberFigures } from './MemberFigures';
import './KiwiSaverPage.css';
import { ButtonLink } from '../../../design-system/ButtonLink';
import { ContributionRate } from './ContributionRate';
import { FundSwitch } from './FundSwitch';
import { TopUp } from './TopUp';

/** /online/kiwisaver: a member's balance, contributions and first-home position, their fund, rate and a top-up; or an invitation to join. */
const KiwiSaverPage = observer(function KiwiSaverPage() {
  usePageTitle('KiwiSaver');
  const store = useService(KIWISAVER_TOKENS.KiwiSaverStore);
  const changes = useService(KIWISAVER_TOKENS.KiwiSaverChangesStore);
  useEffect(() => { void store.load(); }, [store]);
  const member = store.landing?.member;
  return (
    <Wrapper>
      <p className="kiwisaver__eyebrow">Savings</p>
      <h1>KiwiSaver</h1>
      {store.failed ? <Alert tone="error" title="Sorry, an error has occurred.">We couldn't load your KiwiSaver. Please try again.</Alert> : null}
      {!store.landing && !store.failed ? <Loader /> : null}
      {store.landing && !member ? (
        <Tile className="kiwisaver__join">
          <h2>Start saving for your first home and retirement</h2>
          <p>Join the Kōwhai KiwiSaver scheme: your employer contributes too, and the government adds up to {formatMoney(MAX_GOVERNMENT_CONTRIBUTION_CENTS)} a year.</p>
          <ButtonLink href={store.landing.joinPath}>Join KiwiSaver</ButtonLink>
        </Tile>
      ) : null}
      {member ? (
        <div className="kiwisaver">
          <MemberFigures member={member} progressPercent={store.governmentProgressPercent} />
          <Tile className="kiwisaver__history">
            <h2>Your balance over time</h2>
            <BalanceChart history={member.history} />
          </Tile>
          <FundSwitch member={member} changes={changes} />
          <ContributionRate member={member} changes={changes} />
          <TopUp member={member} changes={changes} />
        </div>
      ) : null}
    </Wrapper>
  );
});

export default KiwiSaverPage;
