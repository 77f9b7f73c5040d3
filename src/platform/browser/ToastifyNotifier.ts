import { NOTIFICATION_AUTO_CLOSE_MS, type NotificationType } from '../../kernel/domain/Notification';
import type { Notifier } from '../../kernel/ports/Notifier';
import type * as ReactToastify from 'react-toastify/unstyled';

type Toastify = typeof ReactToastify;

/** Errors and warnings interrupt a screen reader; everything else waits its turn. */
const roleOf = (type: NotificationType) => (type === 'error' || type === 'warning' ? 'alert' : 'status');

/**
 * Notifier drawn by react-toastify. The library is loaded on first use, not with the login
 * form: the notifier chooses the ids itself (react-toastify accepts them as `toastId`), so
 * calls can return at once and be replayed, in order, when the library arrives.
 */
export class ToastifyNotifier implements Notifier {
  private library: Promise<Toastify> | null = null;
  private pending: Promise<unknown> = Promise.resolve();
  private next = 0;

  constructor(private readonly load: () => Promise<Toastify> = () => import(/* webpackChunkName: "toasts" */ 'react-toastify/unstyled')) {}

  notify(message: string, type: NotificationType = 'default'): string {
    const id = this.newId();
    this.run(({ toast }) => toast(message, { toastId: id, type, role: roleOf(type) }));
    return id;
  }

  loading(message: string): string {
    const id = this.newId();
    this.run(({ toast }) => toast.loading(message, { toastId: id, role: 'status' }));
    return id;
  }

  update(id: string, message: string, type: NotificationType): void {
    // react-toastify delays updates by 100 ms unless told otherwise; the words should change at once.
    this.run(({ toast }) => toast.update(id, {
      render: message, type, role: roleOf(type), isLoading: false, autoClose: NOTIFICATION_AUTO_CLOSE_MS, delay: 0,
    }));
  }

  dismiss(id: string): void {
    this.run(({ toast }) => toast.dismiss(id));
  }

  /** Settles when every call so far has reached react-toastify (for tests and the contract). */
  settled(): Promise<void> {
    return this.pending.then(() => undefined);
  }

  private newId(): string {
    this.next += 1;
    return `toast-${this.next}`;
  }

  private run(action: (library: Toastify) => unknown): void {
    this.library ??= this.load();
    const library = this.library;
    this.pending = this.pending.then(async () => action(await library)).catch(() => undefined);
  }
}
