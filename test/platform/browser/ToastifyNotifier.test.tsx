import { act, render, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { ToastifyNotifier } from '../../../src/platform/browser/ToastifyNotifier';
import type { NotificationType } from '../../../src/kernel/domain/Notification';
import { describeNotifierContract, type ShownToast } from '../../kernel/contracts/Notifier.contract';

/** Reads the toasts react-toastify draws: those still "in" (leaving ones have data-in=false). */
function visibleToasts(): ShownToast[] {
  return [...document.querySelectorAll<HTMLElement>('.Toastify__toast[data-in="true"]')].map((el) => {
    const type = (['info', 'success', 'warning', 'error'] as NotificationType[]).find((t) => el.classList.contains(`Toastify__toast--${t}`)) ?? 'default';
    return { message: el.textContent?.trim() ?? '', type, loading: Boolean(el.querySelector('.Toastify__spinner')) };
  });
}

describeNotifierContract('ToastifyNotifier', () => {
  const notifier = new ToastifyNotifier();
  const view = render(<ToastContainer autoClose={false} />);
  let last = '';
  return {
    notifier,
    shown: async () => {
      await act(() => notifier.settled());
      last = '';
      // react-toastify renders on its own schedule: wait until the screen stops changing.
      await waitFor(() => {
        const now = JSON.stringify(visibleToasts());
        const stable = now === last;
        last = now;
        expect(stable).toBe(true);
      });
      return visibleToasts();
    },
    cleanUp: () => {
      notifier.dismiss('all');
      view.unmount();
    },
  };
});

describe('ToastifyNotifier', () => {
  it('loads react-toastify only when the first toast is raised', async () => {
    const load = jest.fn(() => import('react-toastify/unstyled'));
    const notifier = new ToastifyNotifier(load);
    expect(load).not.toHaveBeenCalled();
    notifier.notify('hello');
    notifier.notify('again');
    await notifier.settled();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
