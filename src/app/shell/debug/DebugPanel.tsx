import { classifyHost } from '../../../kernel/domain/DebugSettings';
import { DebugPanelBody } from './DebugPanelBody';

export interface DebugPanelProps {
  /** The page's host name; the panel exists only on local, test and UAT hosts. */
  hostname?: string;
  onLogIn?: () => void;
  onLogOut?: () => void;
}

/**
 * Spec sections 2 and 6: the debug panel, only on local, test and UAT hosts. On any other
 * host (production) nothing renders, not even a hidden element.
 */
export function DebugPanel({ hostname = window.location.hostname, onLogIn, onLogOut }: DebugPanelProps) {
  const kind = classifyHost(hostname);
  if (kind === 'none') return null;
  return <DebugPanelBody hostKind={kind} onLogIn={onLogIn} onLogOut={onLogOut} />;
}
