import { serviceId } from '../../platform/tokens';
import type { PasskeyApproval } from '../../kernel/ports/PasskeyApproval';
import type { FeatureService } from './core/ports/FeatureService';
import type { PasskeyLogin } from './core/ports/PasskeyLogin';
import type { TokenService } from './core/ports/TokenService';
import type { ExpireSession } from './core/use-cases/ExpireSession';
import type { LoadFeatures } from './core/use-cases/LoadFeatures';
import type { Login } from './core/use-cases/Login';
import type { LoginWithPasskey } from './core/use-cases/LoginWithPasskey';
import type { Logout } from './core/use-cases/Logout';
import type { MonitorSession } from './core/use-cases/MonitorSession';
import type { RedirectAfterLogin } from './core/use-cases/RedirectAfterLogin';
import type { RefreshSession } from './core/use-cases/RefreshSession';
import type { RestoreSession } from './core/use-cases/RestoreSession';
import type { SessionRecord } from './core/use-cases/SessionRecord';
import type { FeatureStore } from './stores/FeatureStore';
import type { LoginStore } from './stores/LoginStore';
import type { SessionStore } from './stores/SessionStore';

/** The session area's service identifiers. */
export const SESSION_TOKENS = {
  TokenService: serviceId<TokenService>('TokenService'),
  /** POST /token's passkey grant and its login challenge (the same adapter as TokenService). */
  PasskeyLogin: serviceId<PasskeyLogin>('PasskeyLogin'),
  /** POST /token's escalation grant with a passkey, for the step-up (the same adapter as TokenService). */
  PasskeyApproval: serviceId<PasskeyApproval>('PasskeyApproval'),
  FeatureService: serviceId<FeatureService>('FeatureService'),
  SessionRecord: serviceId<SessionRecord>('SessionRecord'),
  Login: serviceId<Login>('Login'),
  LoginWithPasskey: serviceId<LoginWithPasskey>('LoginWithPasskey'),
  RefreshSession: serviceId<RefreshSession>('RefreshSession'),
  RestoreSession: serviceId<RestoreSession>('RestoreSession'),
  ExpireSession: serviceId<ExpireSession>('ExpireSession'),
  Logout: serviceId<Logout>('Logout'),
  MonitorSession: serviceId<MonitorSession>('MonitorSession'),
  RedirectAfterLogin: serviceId<RedirectAfterLogin>('RedirectAfterLogin'),
  LoadFeatures: serviceId<LoadFeatures>('LoadFeatures'),
  SessionStore: serviceId<SessionStore>('SessionStore'),
  LoginStore: serviceId<LoginStore>('LoginStore'),
  FeatureStore: serviceId<FeatureStore>('FeatureStore'),
} as const;
