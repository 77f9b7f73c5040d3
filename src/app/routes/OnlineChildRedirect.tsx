import { Redirect, useParams } from 'wouter';
import { HOME_PATH } from '../../kernel/domain/routes';
import { NotFoundPage } from '../pages/errors/NotFoundPage';

/** /online's children, each a subtree (pay/*, payees/*, …). */
export const ONLINE_CHILDREN = ['my-insurance', 'pay', 'payees', 'transfer', 'dashboard'] as const;

/**
 * A path under /online that no page claims: bare /online goes home, a path below one of the
 * spec's children goes to that child's page (an old or mistyped link lands somewhere useful),
 * anything else is not found. Rendered behind the login gate.
 */
export function OnlineChildRedirect() {
  const params = useParams<{ child?: string }>();
  const child = params.child?.toLowerCase();
  if (!child) return <Redirect to={HOME_PATH} replace />;
  if ((ONLINE_CHILDREN as readonly string[]).includes(child)) return <Redirect to={child === 'dashboard' ? HOME_PATH : `/online/${child}`} replace />;
  return <NotFoundPage />;
}
