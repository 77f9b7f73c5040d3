import { Container } from 'inversify';
import type { SessionStore } from '../../src/features/session/stores/SessionStore';
import { SESSION_TOKENS } from '../../src/features/session/tokens';

/** A container whose SessionStore answers only isLoggedIn: all the error pages read. */
export function containerWithSession(isLoggedIn: boolean): Container {
  const container = new Container();
  container.bind(SESSION_TOKENS.SessionStore).toConstantValue({ isLoggedIn } as SessionStore);
  return container;
}
