import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { DebugSettings, HostKind } from '../../../kernel/domain/DebugSettings';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Button } from '../../../design-system/Button';
import { Switch } from '../../../design-system/Switch';
import './DebugPanel.css';
import { APP_TOKENS } from '../../tokens';
import { SESSION_TOKENS } from '../../../features/session/index';
import { PLATFORM_TOKENS } from '../../../platform/tokens';
import { SandboxTime } from './SandboxTime';

/** The sandbox's native-host simulator (README, "Trying the webview"). */
const NATIVE_HOST_SIMULATOR = '/dev/native-host';

const SWITCHES: Array<[keyof DebugSettings, string]> = [
  ['preventPersonalLoanRedirection', 'Prevent personal loan redirection'],
  ['stopPrompts', 'Hide browser prompts'],
  ['bypassRecaptcha', 'Disable the bot check'],
];

/** A path typed by a tester, made absolute; empty stays empty. */
const toPath = (typed: string) => { const path = typed.trim(); return path && !path.startsWith('/') ? `/${path}` : path; };

/** The panel itself: collapsed to a corner button until opened; Escape folds it away again. */
export const DebugPanelBody = observer(function DebugPanelBody({ hostKind, onLogIn, onLogOut }: { hostKind: Exclude<HostKind, 'none'>; onLogIn?: () => void; onLogOut?: () => void }) {
  const debug = useService(APP_TOKENS.DebugStore);
  const session = useService(SESSION_TOKENS.SessionStore);
  const clock = useService(PLATFORM_TOKENS.Clock);
  const logIn = onLogIn ?? (() => session.requestLogin());
  const logOut = onLogOut ?? (() => { void session.logout(); });
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const inputId = useId();

  // Lets the toasts make room for the tab on narrow screens (DebugPanel.css).
  useEffect(() => {
    document.documentElement.setAttribute('data-debug-panel', '');
    return () => document.documentElement.removeAttribute('data-debug-panel');
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const go = (event: FormEvent) => {
    event.preventDefault();
    const path = toPath(target);
    if (path) navigate(path);
  };

  return (
    <aside className="debug-panel" aria-label="Debug tools" onKeyDown={onKeyDown}>
      <section id={panelId} className="debug-panel__body" aria-label="Debug panel" hidden={!open}>
        <p className="debug-panel__title">Debug panel <span className="debug-panel__host">{hostKind === 'local' ? 'local host' : 'test / UAT host'}</span></p>
        {open && <SandboxTime clock={clock} />}
        {SWITCHES.map(([name, label]) => (
          <Switch key={name} label={label} checked={debug.settings[name]} onChange={(event) => debug.set(name, event.target.checked)} />
        ))}
        <form className="debug-panel__navigate" onSubmit={go}>
          <label htmlFor={inputId}>Navigate to</label>
          <div className="debug-panel__row">
            <input id={inputId} className="ds-input" value={target} placeholder="/online/pay" onChange={(event) => setTarget(event.target.value)} />
            <Button type="submit" size="small" variant="primary">Go</Button>
          </div>
        </form>
        <div className="debug-panel__row">
          {session.isLoggedIn
            ? <Button size="small" onClick={logOut}>Log out</Button>
            : <Button size="small" onClick={logIn}>Log in</Button>}
          <Button size="small" variant="secondary" onClick={debug.showSampleToast}>Show a sample toast</Button>
          <Button size="small" variant="secondary" onClick={() => { void debug.downloadSampleDocument(); }}>Download a sample document</Button>
        </div>
        {/* A full page load: the simulator is the sandbox's page, not a route of the app. */}
        <p className="debug-panel__link"><a href={NATIVE_HOST_SIMULATOR}>Open the native-host simulator</a> (the app as the iOS and Android apps host it)</p>
      </section>
      <button ref={toggle} type="button" className="debug-panel__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Debug
      </button>
    </aside>
  );
});
