import { render } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServiceProvider } from '../../src/platform/ui/ServiceProvider';

/** Renders a view inside a container the test filled, on an in-memory location. */
export function renderWithServices(ui: ReactElement, options: { container?: Container; path?: string } = {}) {
  const container = options.container ?? new Container();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <ServiceProvider container={container}>
      <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>
    </ServiceProvider>,
  );
  return { ...result, container, location };
}
