import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from '../../src/design-system/Alert';

describe('Alert', () => {
  it('announces errors and warnings at once, others politely', () => {
    render(<><Alert tone="error" title="Payment failed" /><Alert tone="info" title="Heads up" /></>);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
  });

  it('has no close button unless it can be dismissed', () => {
    render(<Alert title="Note">text</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onDismiss from a close button named for the alert', async () => {
    const onDismiss = jest.fn();
    render(<Alert title="New feature" onDismiss={onDismiss}>Try it</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: New feature' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});
