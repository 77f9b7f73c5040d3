import { classifyHost } from '../../../kernel/domain/DebugSettings';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../platform/ui/loading/lazyWithRetry';

// The panel's body is its own chunk: production hosts never render it, so never download it.
const DebugPanelBody = lazyWithRetry(() => import(/* webpackChunkName: "debug" */ './DebugPanelBody').then((m) => ({ default: m.DebugPanelBody })));

export interface DebugPanelProps {
  /** The page's host name; the panel exists only on local, test and UAT hosts. */
  hostname?: string;
  onLogIn?: () => void;
  onLogOut?: () => void;
}

/**
 * The debug panel, only on local, test and UAT hosts. On any other
 * host (production) nothing renders, not even a hidden element.
 */
export function DebugPanel({ hostname = window.location.hostname, onLogIn, onLogOut }: DebugPanelProps) {
  const kind = classifyHost(hostname);
  if (kind === 'none') return null;
  return <Suspense fallback={null}><DebugPanelBody hostKind={kind} onLogIn={onLogIn} onLogOut={onLogOut} /></Suspense>;
}
