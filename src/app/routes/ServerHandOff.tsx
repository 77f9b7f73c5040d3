import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useService } from '../../platform/ui/ServiceProvider';
import { Loader } from '../../design-system/Loader';
import { APP_TOKENS } from '../tokens';

/**
 * On a secure connection the hand-off paths belong to the server, so moving
 * to one loads it as a full page. On plain http (local development) they render here.
 */
export const ServerHandOff = observer(function ServerHandOff({ children }: { children: ReactNode }) {
  const routing = useService(APP_TOKENS.RoutingPolicy);
  const [location] = useLocation();
  const search = useSearch();
  const handOff = routing.shouldHandOff(location);
  useEffect(() => {
    if (handOff) routing.handOff(search ? `${location}?${search}` : location);
  }, [handOff, location, search, routing]);
  return handOff ? <Loader /> : <>{children}</>;
});
