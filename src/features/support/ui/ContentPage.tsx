import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { RichContent } from '../../../platform/ui/content/RichContent';
import { useService } from '../../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../../platform/ui/usePageTitle';
import { SUPPORT_TOKENS } from '../tokens';
import { LoadFailed } from './LoadFailed';
import './SupportPages.css';

/** /terms-and-conditions/privacy-statement and /terms-and-conditions/:token: legal pages from the content API. */
const ContentPage = observer(function ContentPage() {
  const { token = 'privacy-statement' } = useParams<{ token: string }>();
  const store = useService(SUPPORT_TOKENS.ContentPageStore);
  useEffect(() => { void store.load(token); }, [store, token]);
  const { page } = store;
  usePageTitle(page?.title ?? 'Terms and conditions');
  return (
    <Wrapper narrow>
      <p className="support__eyebrow">Terms and conditions</p>
      {store.status === 'loading' ? <Loader /> : null}
      {store.status === 'failed' ? <><h1>Terms and conditions</h1><LoadFailed what="this page" /></> : null}
      {store.status === 'ready' && !page ? (
        <><h1>Page not found</h1><p>We couldn't find that page. See our <Link href="/terms-and-conditions/privacy-statement">privacy statement</Link> or <Link href="/help">help</Link>.</p></>
      ) : null}
      {page ? (
        <>
          <h1>{page.title}</h1>
          <Tile><RichContent className="support__legal" html={page.html} /></Tile>
        </>
      ) : null}
    </Wrapper>
  );
});

export default ContentPage;
