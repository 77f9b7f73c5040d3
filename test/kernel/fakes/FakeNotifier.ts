import type { NotificationType } from '../../../src/kernel/domain/Notification';
import type { Notifier } from '../../../src/kernel/ports/Notifier';

export interface FakeToast { id: string; message: string; type: NotificationType; loading: boolean }

/** Records toasts in memory: `toasts` is what is on screen, `history` everything ever raised. */
export class FakeNotifier implements Notifier {
  toasts: FakeToast[] = [];
  history: FakeToast[] = [];
  private next = 0;

  notify(message: string, type: NotificationType = 'default'): string {
    return this.add({ id: `fake-${++this.next}`, message, type, loading: false });
  }

  loading(message: string): string {
    return this.add({ id: `fake-${++this.next}`, message, type: 'default', loading: true });
  }

  update(id: string, message: string, type: NotificationType): void {
    this.toasts = this.toasts.map((t) => (t.id === id ? { ...t, message, type, loading: false } : t));
  }

  dismiss(id: string): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }

  /** The messages on screen, for short assertions. */
  get messages(): string[] {
    return this.toasts.map((t) => t.message);
  }

  private add(toast: FakeToast): string {
    this.toasts.push(toast);
    this.history.push(toast);
    return toast.id;
  }
}
