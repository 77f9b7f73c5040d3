import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { APP_TOKENS as A } from '../../src/app/tokens';
import { securityFeature } from '../../src/features/security';
import { ESCALATION_TOKENS } from '../../src/features/escalation/tokens';
import { SESSION_TOKENS as S } from '../../src/features/session/tokens';
import { PLATFORM_TOKENS as P } from '../../src/platform/tokens';
import { ServiceProvider } from '../../src/platform/ui/ServiceProvider';
import type { FakeFeatureService } from '../features/session/fakes/FakeFeatureService';
import type { FakePageLoader } from '../kernel/fakes/FakePageLoader';
import type { FakeSystemStatusService } from '../app/fakes/FakeSystemStatusService';
import { sessionKit, sessionStoreOf } from './sessionKit';
import type { TestOptions } from './testOptions';

export type AppKitOptions = TestOptions;

/**
 * The whole client over fakes, on an in-memory location the Navigator port drives: the
 * production composition (the test container), minus the network and the real clock.
 */
export function appKit(options: AppKitOptions = {}) {
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const kit = sessionKit(options);
  const { container } = kit;
  kit.navigator.attach({
    navigate: (path, opts) => location.navigate(path, opts),
    currentPath: () => location.history?.[location.history.length - 1] ?? '/',
  });
  const renderApp = (ui: ReactElement) => render(
    <ServiceProvider container={container}>
      <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>
    </ServiceProvider>,
  );
  const path = () => location.history?.[location.history.length - 1] ?? '/';
  /** Loads an area as its first route would (its module and fake adapters into the container). */
  const loadArea = (manifest = securityFeature) => container.get(P.FeatureLoader).load(manifest);
  return {
    ...kit, location, path, renderApp, loadArea,
    features: container.get(S.FeatureService) as FakeFeatureService,
    status: container.get(A.SystemStatusService) as FakeSystemStatusService,
    pages: container.get(P.PageLoader) as FakePageLoader,
    session: sessionStoreOf(kit),
    challenge: () => container.get(ESCALATION_TOKENS.ChallengeStore),
  };
}
