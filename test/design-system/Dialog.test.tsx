import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../../src/design-system/Button';
import { Dialog } from '../../src/design-system/Dialog';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} title="Session time out" tone="warning" dismissible={dismissible} onDismiss={() => setOpen(false)} closeDelayMs={0}
        actions={<Button variant="primary" onClick={() => setOpen(false)}>OK</Button>}>
        <p>You will need to log in again to access internet banking.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a dialog named by its title and described by its body', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Session time out' });
    expect(dialog).toHaveAccessibleDescription('You will need to log in again to access internet banking.');
  });

  it('moves focus into the dialog and returns it on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes on Escape only when dismissible', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('dialog', { name: 'Session time out' })).toBeInTheDocument();
  });

  it('gives the page back at once when it closes, and opens again at once', () => {
    const { rerender } = render(<Dialog open title="Internet banking inactivity"><p>Body</p></Dialog>);
    rerender(<Dialog open={false} title="Internet banking inactivity"><p>Body</p></Dialog>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Dialog open title="Internet banking inactivity"><p>Body</p></Dialog>);
    expect(screen.getByRole('dialog', { name: 'Internet banking inactivity' })).toBeVisible();
  });
});
