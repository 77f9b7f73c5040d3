import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastifyNotifier } from '../../../../src/platform/browser/ToastifyNotifier';
import ToastRegion from '../../../../src/app/shell/toasts/ToastRegion';
import { TOAST_DEFAULTS } from '../../../../src/app/shell/toasts/toastDefaults';
import { Toasts } from '../../../../src/app/shell/toasts/Toasts';

describe('toasts', () => {
  it('use the spec defaults', () => {
    expect(TOAST_DEFAULTS).toMatchObject({
      position: 'bottom-left', autoClose: 5000, hideProgressBar: true, newestOnTop: false, closeOnClick: false,
    });
  });

  it('appear bottom-left in a named notifications region, oldest first', async () => {
    render(<ToastRegion />);
    const notifier = new ToastifyNotifier();
    notifier.notify('First', 'info');
    notifier.notify('Second', 'success');
    await act(() => notifier.settled());
    const region = screen.getByRole('region', { name: 'Notifications Alt+T' });
    await waitFor(() => expect(region.querySelectorAll('.Toastify__toast')).toHaveLength(2));
    expect(region.querySelector('.Toastify__toast-container--bottom-left')).not.toBeNull();
    expect([...region.querySelectorAll('.Toastify__toast')].map((t) => t.textContent)).toEqual(['First', 'Second']);
  });

  it('Alt+T focuses the notifications region when it is empty', async () => {
    const user = userEvent.setup();
    render(<><button type="button">elsewhere</button><ToastRegion /></>);
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('region', { name: 'Notifications Alt+T' })).toHaveFocus();
  });

  it('Alt+T focuses the first toast when there is one', async () => {
    const user = userEvent.setup();
    render(<ToastRegion />);
    const notifier = new ToastifyNotifier();
    notifier.notify('Payment sent', 'success');
    await act(() => notifier.settled());
    const toast = await screen.findByText('Payment sent');
    await user.keyboard('{Alt>}t{/Alt}');
    expect(toast.closest('.Toastify__toast')).toHaveFocus();
  });

  it('keeps toasts out of the Tab order: a toast is a status, reached by Alt+T, not a control', async () => {
    render(<ToastRegion />);
    const notifier = new ToastifyNotifier();
    notifier.notify('Payee added', 'success');
    await act(() => notifier.settled());
    const toast = (await screen.findByText('Payee added')).closest<HTMLElement>('.Toastify__toast');
    await waitFor(() => expect(toast?.tabIndex).toBe(-1));
  });

  it('a loading toast has no auto-close timer until it becomes an ordinary toast', async () => {
    render(<ToastRegion />);
    const notifier = new ToastifyNotifier();
    const id = notifier.loading('Sending payment');
    await act(() => notifier.settled());
    // react-toastify times auto-close with its (hidden) progress bar's animation.
    const timer = () => document.querySelector<HTMLElement>('.Toastify__progress-bar')?.style.animationDuration;
    await screen.findByText('Sending payment');
    expect(timer()).not.toMatch(/^\d+ms$/);
    notifier.update(id, 'Payment sent', 'success');
    await act(() => notifier.settled());
    await waitFor(() => expect(screen.getByText('Payment sent')).toBeInTheDocument());
    expect(timer()).toBe('5000ms');
  });

  it('Toasts loads the region lazily', async () => {
    render(<Toasts />);
    expect(await screen.findByRole('region', { name: 'Notifications Alt+T' })).toBeInTheDocument();
  });
});
