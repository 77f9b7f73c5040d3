import { useContext, useEffect } from 'react';
import { LOADING_CONTROL_WITHOUT_GLOBAL_LOADER, LoadingContext } from './LoadingContext';

export interface LoadingControlOptions {
  /** Show the overlay at once instead of after 100 ms. */
  immediate?: boolean;
}

/**
 * Registers loading with the GlobalLoader while `active` (and mounted): the overlay shows and
 * the first-load signal waits. Throws outside a GlobalLoader, so a lost loader is found at once.
 */
export function useLoadingControl(active = true, { immediate = false }: LoadingControlOptions = {}): void {
  const registry = useContext(LoadingContext);
  if (!registry) throw new Error(LOADING_CONTROL_WITHOUT_GLOBAL_LOADER);
  useEffect(() => (active ? registry.register({ immediate }) : undefined), [registry, active, immediate]);
}

/** The component form: renders nothing, registers loading while mounted (a Suspense fallback, a page gate). */
export function LoadingControl({ immediate = false, active = true }: LoadingControlOptions & { active?: boolean }) {
  useLoadingControl(active, { immediate });
  return null;
}
