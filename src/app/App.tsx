import { Suspense, useMemo } from 'react';
import { Redirect, Route } from 'wouter';
import { Loader } from '../design-system/Loader';
import { SessionDialogs } from '../features/session/ui';
import { FEATURES } from './features';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { AreaRoutes } from './routes/AreaRoutes';
import { DashboardRedirect } from './routes/DashboardRedirect';
import { HomeRoute } from './routes/HomeRoute';
import { lazyWithRetry } from '../platform/ui/loading/lazyWithRetry';
import { PageGate } from './routes/PageGate';
import { ServerHandOff } from './routes/ServerHandOff';
import { useNativeHandshake } from './routes/useNativeHandshake';
import { useStartup } from './routes/useStartup';
import { AreaWidgets } from './shell/AreaWidgets';
import { RoutedErrorBoundary } from './shell/errors/RoutedErrorBoundary';
import { Header, PhoneTabBar } from './shell/Header';
import { SiteFooter } from './shell/SiteFooter';
import { useService } from '../platform/ui/ServiceProvider';
import { PLATFORM_TOKENS } from '../platform/tokens';
import { ShellFrame } from './shell/ShellFrame';
import { ServiceNotices } from './shell/alerts/ServiceNotices';
import { OnlineChildRedirect } from './routes/OnlineChildRedirect';
import type { FeatureManifest } from '../platform/manifest/FeatureManifest';
import './App.css';

// Rarely shown (only while a subsystem is down): its own chunk, so no other page loads it with the app.
const BackSoonPage = lazyWithRetry(() => import(/* webpackChunkName: "back-soon" */ './pages/BackSoonPage').then((m) => ({ default: m.BackSoonPage })));

/**
 * The route table: the areas' routes from their manifests, then the app's
 * own (home, redirects, back-soon, not-found). Paths of areas not built yet fall through to
 * not-found; under /online they ask for a login first. `features` is the list of areas the
 * route table and the navigation come from: src/app/features.ts.
 */
export function App({ features = FEATURES }: { features?: readonly FeatureManifest[] } = {}) {
  useStartup();
  // Inside the native app, the app's own frame has the navigation: no web header, footer or tab bar.
  const framed = !useService(PLATFORM_TOKENS.NativeBridge).isWebview;
  const onUnrecoverable = useNativeHandshake();
  // useStartup reads the location, so App renders again on every navigation: the shell is the
  // same element each time, and only the parts that read the location themselves (route table,
  // navigation, links) render again. Rebuilding the whole shell per click cost a third of a
  // route switch's render (docs/benchmarks.md).
  return useMemo(() => (
    <ShellFrame>
      {framed ? <Header features={features} /> : null}
      <main id="main" className="app-main" tabIndex={-1}>
        <ServiceNotices />
        <RoutedErrorBoundary onUnrecoverable={onUnrecoverable}>
          <Suspense fallback={<Loader />}>
            <ServerHandOff>
              <AreaRoutes features={features}>
                <Route path="/" component={HomeRoute} />
                <Route path="/apply"><Redirect to="/" replace /></Route>
                <Route path="/apply/back-soon" component={BackSoonPage} />
                <Route path="/dashboard" component={DashboardRedirect} />
                <Route path="/online"><PageGate requiresLogin><OnlineChildRedirect /></PageGate></Route>
                <Route path="/online/:child/*?"><PageGate requiresLogin><OnlineChildRedirect /></PageGate></Route>
                <Route component={NotFoundPage} />
              </AreaRoutes>
            </ServerHandOff>
          </Suspense>
        </RoutedErrorBoundary>
      </main>
      {framed ? <SiteFooter /> : null}
      {framed ? <PhoneTabBar features={features} /> : null}
      <SessionDialogs />
      <AreaWidgets />
    </ShellFrame>
  ), [onUnrecoverable, framed, features]);
}
