import 'reflect-metadata/lite';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createBrowserContainer } from './browser';
import { createWebviewContainer, isNativeWebview } from './webview';
import { ServiceProvider } from '../platform/ui/ServiceProvider';
import { TOKENS } from '../platform/tokens';
import { configureChunkFailureReporting } from '../platform/ui/loading/lazyWithRetry';
import { App } from './App';
import '../design-system/styles/index.css';

// The only decision made at start-up: which composition root serves this page.
const container = isNativeWebview() ? createWebviewContainer() : createBrowserContainer();
// A route chunk that failed even after its retries is reported to Monitoring (spec section 8).
const monitoring = container.get(TOKENS.Monitoring);
configureChunkFailureReporting((error) => monitoring.report(error, { queryKey: 'chunk' }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <ServiceProvider container={container}>
    <Router>
      <App />
    </Router>
  </ServiceProvider>,
);
