import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Loader } from '../design-system/Loader';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { LoginPage } from '../features/session/ui/LoginPage';
import { RoutedErrorBoundary } from './shell/errors/RoutedErrorBoundary';
import { Header } from './shell/Header';
import { PageGate } from './routes/PageGate';
import { DashboardRedirect } from './routes/DashboardRedirect';
import { HomeRoute } from './routes/HomeRoute';
import {
  ApplyRoutes, ContactDetailsPage, LegacyDashboardPage, OnlineRoutes, SecurityPage, SetupDetailsPage, SetupMobilePage,
} from './routes/lazyPages';
import { ServerHandOff } from './routes/ServerHandOff';
import { useStartup } from './routes/useStartup';
import { SessionDialogs } from '../features/session/ui/SessionDialogs';
import { ShellFrame } from './shell/ShellFrame';
import './App.css';

/** The route table of spec section 2. Paths of areas not built yet fall through to not-found. */
export function App() {
  useStartup();
  return (
    <ShellFrame>
      <a className="skip-link" href="#main">Skip to main content</a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <RoutedErrorBoundary>
          <Suspense fallback={<Loader />}>
            <ServerHandOff>
              <Switch>
                <Route path="/" component={HomeRoute} />
                <Route path="/apply"><Redirect to="/" replace /></Route>
                <Route path="/apply/*"><ApplyRoutes /></Route>
                <Route path="/online"><OnlineRoutes /></Route>
                <Route path="/online/*"><OnlineRoutes /></Route>
                <Route path="/dashboard" component={DashboardRedirect} />
                <Route path="/dashboard/legacy"><PageGate requiresLogin><LegacyDashboardPage /></PageGate></Route>
                <Route path="/login" component={LoginPage} />
                <Route path="/setup/internet-banking/mobile"><PageGate requiresLogin><SetupMobilePage /></PageGate></Route>
                <Route path="/setup/internet-banking/details"><PageGate requiresLogin><SetupDetailsPage /></PageGate></Route>
                <Route path="/security"><PageGate requiresLogin><SecurityPage /></PageGate></Route>
                <Route path="/settings/details"><PageGate requiresLogin><ContactDetailsPage /></PageGate></Route>
                <Route component={NotFoundPage} />
              </Switch>
            </ServerHandOff>
          </Suspense>
        </RoutedErrorBoundary>
      </main>
      <SessionDialogs />
    </ShellFrame>
  );
}
