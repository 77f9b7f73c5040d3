import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormField } from '../../../design-system/FormField';
import { Loader } from '../../../design-system/Loader';
import { TextInput } from '../../../design-system/TextInput';
import { Wrapper } from '../../../design-system/Wrapper';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { SUPPORT_TOKENS } from '../tokens';
import { BranchCard } from './BranchCard';
import { LoadFailed } from './LoadFailed';
import './SupportPages.css';

/** /branches: the branch finder, by suburb or town, with opening hours and "open now" on the Auckland clock. */
const BranchesPage = observer(function BranchesPage() {
  usePageTitle('Branch finder', { indexable: true });
  const store = useService(SUPPORT_TOKENS.BranchFinderStore);
  useEffect(() => { void store.load(); }, [store]);
  const { matches } = store;
  return (
    <Wrapper>
      <p className="support__eyebrow">Support</p>
      <h1>Find a branch</h1>
      <search className="support__search support__search--wide">
        <FormField label="Suburb or town" hint="For example: Ponsonby, Hamilton, Riccarton">
          {(control) => <TextInput {...control} type="search" autoComplete="address-level2" value={store.query} onChange={(e) => store.setQuery(e.target.value)} />}
        </FormField>
      </search>
      <p className="support__count" role="status">
        {store.status === 'ready' ? `${matches.length} ${matches.length === 1 ? 'branch' : 'branches'}${store.query.trim() ? ` matching “${store.query.trim()}”` : ''}` : ''}
      </p>
      {store.status === 'failed' ? <LoadFailed what="our branches" /> : null}
      {store.status === 'loading' ? <Loader /> : null}
      <ul className="support__branches">
        {matches.map(({ branch, openNow }) => <BranchCard key={branch.id} branch={branch} openNow={openNow} today={store.today} />)}
      </ul>
      <p className="support__note">Opening hours are New Zealand time. Branches close on public holidays.</p>
    </Wrapper>
  );
});

export default BranchesPage;
