import { render } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServiceProvider } from '../../src/platform/ui/ServiceProvider';
import { createTestContainer } from './testContainer';

/**
 * Renders a view inside a container, on an in-memory location. Without one, the test container
 * (the production modules over fakes): a view that comes to read a service finds the app's
 * wiring, never a binding a test made up by hand.
 */
export function renderWithServices(ui: ReactElement, options: { container?: Container; path?: string } = {}) {
  const container = options.container ?? createTestContainer({ path: options.path });
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <ServiceProvider container={container}>
      <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>
    </ServiceProvider>,
  );
  return { ...result, container, location };
}
