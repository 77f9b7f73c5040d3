import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { useService } from '../../platform/ui/ServiceProvider';
import { usePageTitle } from '../../platform/ui/usePageTitle';
import type { FeatureManifest, FeatureRoute } from '../../platform/manifest/FeatureManifest';
import { PLATFORM_TOKENS } from '../../platform/tokens';
import { WebviewFallbackPage } from '../pages/errors/WebviewFallbackPage';
import { WorkingOnItPage } from '../pages/errors/WorkingOnItPage';
import { APP_TOKENS } from '../tokens';
import { areaPage } from './areaPage';
import { DeferredLocation } from './DeferredLocation';
import { PageGate } from './PageGate';
import { PageLoading } from './PageLoading';
import { useOpensAtTop } from './useOpensAtTop';

interface AreaRoute { route: FeatureRoute; Page: ComponentType }

/** The manifests' routes, each with its lazily loaded page. */
function useAreaRoutes(features: readonly FeatureManifest[]): AreaRoute[] {
  const loader = useService(PLATFORM_TOKENS.FeatureLoader);
  return useMemo(() => features.flatMap((manifest) => (manifest.routes ?? []).map((route) => ({
    route, Page: areaPage(() => loader, manifest, route.page),
  }))), [features, loader]);
}

const Titled = observer(function Titled({ route, Page }: AreaRoute) {
  usePageTitle(route.title, { indexable: route.indexable ?? false });
  const native = useService(PLATFORM_TOKENS.NativeBridge);
  const unavailable = useService(APP_TOKENS.ServiceUnavailableStore);
  const [location] = useLocation();
  // Each page opened afresh tries its services again (a 503 comes later, from the page's own calls).
  useEffect(() => unavailable.clear(), [unavailable]);
  // A page marked `webview: false` never loads its area inside the native app.
  if (route.webview === false && native.isWebview) return <WebviewFallbackPage onClose={() => native.send('close')} />;
  // A service this page needs answered 503 (down for maintenance): say so, with the way back.
  if (unavailable.isUnavailable(location)) return <WorkingOnItPage />;
  return (
    <PageGate requiresLogin={route.requiresLogin ?? false} feature={route.flag}>
      <Suspense fallback={<PageLoading />}><Page /></Suspense>
    </PageGate>
  );
});

/** Keyed on the (deferred) location: each location's page starts afresh, at its top, as a fresh page load would. */
function RouteTable({ routes, children }: { routes: AreaRoute[]; children?: React.ReactNode }) {
  const [location] = useLocation();
  useOpensAtTop(location);
  return (
    <Switch key={location}>
      {routes.map((entry) => (
        <Route key={entry.route.path} path={entry.route.path}><Titled {...entry} /></Route>
      ))}
      {children}
    </Switch>
  );
}

/**
 * The route table derived from the feature manifests: each route behind its
 * page gate (login, flag), titled, its page loaded with its area; in the webview, a page
 * marked `webview: false` shows the webview fallback page instead. Other routes (`fallback`)
 * come after the areas' own. The table follows the location a step behind (DeferredLocation),
 * so a page switch never holds up the paint that answers the click.
 */
export function AreaRoutes({ features, children }: { features: readonly FeatureManifest[]; children?: React.ReactNode }) {
  const routes = useAreaRoutes(features);
  return (
    <DeferredLocation>
      <RouteTable routes={routes}>{children}</RouteTable>
    </DeferredLocation>
  );
}
