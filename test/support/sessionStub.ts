import { Container } from 'inversify';
import { TOKENS } from '../../src/platform/tokens';
import type { SessionStore } from '../../src/features/session/stores/SessionStore';

/** A container whose SessionStore answers only isLoggedIn: all the error pages read. */
export function containerWithSession(isLoggedIn: boolean): Container {
  const container = new Container();
  container.bind(TOKENS.SessionStore).toConstantValue({ isLoggedIn } as SessionStore);
  return container;
}
