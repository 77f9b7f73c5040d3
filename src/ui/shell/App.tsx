import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Loader } from '../design-system/Loader';
import { LoginPage } from '../pages/login/LoginPage';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { RoutedErrorBoundary } from './errors/RoutedErrorBoundary';
import { Header } from './Header';
import { RequireLogin } from './RequireLogin';
import { ShellFrame } from './ShellFrame';
import './App.css';

// Internet-banking areas load on demand: the login form must not wait for them.
const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ '../pages/dashboard/DashboardPage'));
const ContactDetailsPage = lazy(() => import(/* webpackChunkName: "settings" */ '../pages/settings/ContactDetailsPage'));

/** The route table of spec section 2 (grown area by area). */
export function App() {
  return (
    <ShellFrame>
      <a className="skip-link" href="#main">Skip to main content</a>
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        <RoutedErrorBoundary>
        <Suspense fallback={<Loader />}>
          <Switch>
            <Route path="/login" component={LoginPage} />
            <Route path="/online/dashboard">
              <RequireLogin><DashboardPage /></RequireLogin>
            </Route>
            <Route path="/settings/details">
              <RequireLogin><ContactDetailsPage /></RequireLogin>
            </Route>
            <Route path="/dashboard"><Redirect to="/online/dashboard" replace /></Route>
            <Route path="/apply"><Redirect to="/" replace /></Route>
            <Route path="/"><Redirect to="/online/dashboard" replace /></Route>
            <Route component={NotFoundPage} />
          </Switch>
        </Suspense>
        </RoutedErrorBoundary>
      </main>
    </ShellFrame>
  );
}
