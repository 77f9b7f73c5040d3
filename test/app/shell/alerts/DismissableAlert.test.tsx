import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DismissableAlert } from '../../../../src/app/shell/alerts/DismissableAlert';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import type { FakeDismissedAlerts } from '../../../kernel/fakes/FakeDismissedAlerts';
import { appKit } from '../../../support/appKit';

/**
 * One visit: a fresh test container (the production wiring) whose device storage already holds
 * `dismissed`, as a reload finds what the last visit stored. Returns that storage.
 */
function visit(dismissed: string[] = []) {
  const app = appKit();
  const storage = app.container.get(P.DismissedAlerts) as FakeDismissedAlerts;
  storage.ids.push(...dismissed);
  return { app, storage };
}

describe('DismissableAlert', () => {
  it('closes for good: gone now and on the next visit', async () => {
    const first = visit();
    const view = first.app.renderApp(<DismissableAlert id="scam-warning" title="Beware of scams">We never ask for your password.</DismissableAlert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Beware of scams' }));
    expect(screen.queryByText('Beware of scams')).not.toBeInTheDocument();
    view.unmount();

    visit(first.storage.list()).app.renderApp(<DismissableAlert id="scam-warning" title="Beware of scams" />);
    expect(screen.queryByText('Beware of scams')).not.toBeInTheDocument();
    expect(first.storage.list()).toEqual(['scam-warning']);
  });

  it('cannot be closed when not marked dismissable, even if its id was dismissed', () => {
    visit(['outage']).app.renderApp(<DismissableAlert id="outage" dismissable={false} tone="warning" title="Planned maintenance" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Planned maintenance');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
