import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { sendPageFailure } from '../platform/native/pageFailure';
import { configureChunkFailureReporting } from '../platform/ui/loading/lazyWithRetry';
import { ServiceProvider } from '../platform/ui/ServiceProvider';
import { PLATFORM_TOKENS } from '../platform/tokens';
import '../design-system/styles/index.css';
import { App } from './App';
import { createBrowserContainer } from './browser';
import { RootErrorBoundary } from './shell/errors/RootErrorBoundary';
import { selectsWebview } from './selectsWebview';
import type { Container } from 'inversify';
import { retryImport } from '../platform/ui/loading/retryImport';

/** Mounts the app on the composition root chosen for this page. */
function start(container: Container): void {
  // A chunk that failed even after its retries is reported to Monitoring.
  const monitoring = container.get(PLATFORM_TOKENS.Monitoring);
  const native = container.get(PLATFORM_TOKENS.NativeBridge);
  configureChunkFailureReporting((error) => monitoring.report(error, { queryKey: 'chunk' }));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <RootErrorBoundary onError={(error) => { monitoring.report(error, { queryKey: 'render' }); sendPageFailure(native, 'render'); }}>
      <ServiceProvider container={container}>
        <Router>
          <App />
        </Router>
      </ServiceProvider>
    </RootErrorBoundary>,
  );
}

// The only decision made at start-up: which composition root serves this page. The webview's
// root (its custom-scheme bridge and message parsing) is a chunk of its own, retried like every
// chunk, so a browser never downloads the native protocol.
if (selectsWebview()) void retryImport(() => import(/* webpackChunkName: "webview" */ './webview')).then((webview) => start(webview.createWebviewContainer()));
else start(createBrowserContainer());
