import { useSyncExternalStore } from 'react';
import { useService } from '../../platform/ui/ServiceProvider';
import { PLATFORM_TOKENS } from '../../platform/tokens';

/** The global pieces of every loaded area (the escalation's challenge dialog), rendered once each. */
export function AreaWidgets() {
  const loader = useService(PLATFORM_TOKENS.FeatureLoader);
  const widgets = useSyncExternalStore(loader.subscribe, loader.widgets);
  return <>{widgets.map((Widget, index) => <Widget key={index} />)}</>;
}
