import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { AlertsStore } from '../../../../src/app/stores/AlertsStore';
import { DismissableAlert } from '../../../../src/app/shell/alerts/DismissableAlert';
import { FakeDismissedAlerts } from '../../../kernel/fakes/FakeDismissedAlerts';
import { renderWithServices } from '../../../support/renderWithServices';
import { APP_TOKENS } from '../../../../src/app/tokens';

function containerWith(storage: FakeDismissedAlerts) {
  const container = new Container();
  container.bind(APP_TOKENS.AlertsStore).toConstantValue(new AlertsStore(storage));
  return container;
}

describe('DismissableAlert', () => {
  it('closes for good: gone now and on the next visit', async () => {
    const storage = new FakeDismissedAlerts();
    const first = renderWithServices(<DismissableAlert id="scam-warning" title="Beware of scams">We never ask for your password.</DismissableAlert>, { container: containerWith(storage) });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Beware of scams' }));
    expect(screen.queryByText('Beware of scams')).not.toBeInTheDocument();
    first.unmount();

    renderWithServices(<DismissableAlert id="scam-warning" title="Beware of scams" />, { container: containerWith(storage) });
    expect(screen.queryByText('Beware of scams')).not.toBeInTheDocument();
    expect(storage.list()).toEqual(['scam-warning']);
  });

  it('cannot be closed when not marked dismissable, even if its id was dismissed', () => {
    renderWithServices(<DismissableAlert id="outage" dismissable={false} tone="warning" title="Planned maintenance" />, { container: containerWith(new FakeDismissedAlerts(['outage'])) });
    expect(screen.getByRole('alert')).toHaveTextContent('Planned maintenance');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
