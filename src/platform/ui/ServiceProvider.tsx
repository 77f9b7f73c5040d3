import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ServiceProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The one way views reach a store or service. */
export function useService<T>(id: ServiceIdentifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error(`useService(${String(id)}) was called outside <ServiceProvider>`);
  return container.get(id);
}
