import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { DialogIcon, type DialogTone } from './DialogIcon';
import './Dialog.css';

/** Modal close timeout 200 ms by default (the fade-out as it leaves). */
export const MODAL_CLOSE_MS = 200;

export interface DialogProps {
  open: boolean;
  title: string;
  /** Themed icon beside the title: info (blue), success (green tick), warning (orange alert). */
  tone?: DialogTone;
  /** Escape closes it (calling onDismiss). Required dialogs say false. Clicking the overlay never closes. */
  dismissible?: boolean;
  onDismiss?: () => void;
  /** Buttons, laid out at the foot of the dialog. */
  actions?: ReactNode;
  children?: ReactNode;
  /** Length of the closing fade (CSS); the page is usable again at once, not after it. */
  closeDelayMs?: number;
}

/**
 * A modal on the native <dialog> element: showModal() makes the rest of the page inert, so
 * focus stays inside; focus returns to where it was when the dialog closes. Closing calls
 * close() at once and leaves the fade-out to CSS (overlay/display transitions), because a
 * dialog kept modal while it fades would swallow the customer's next keystrokes.
 */
export function Dialog({ open, title, tone, dismissible = true, onDismiss, actions, children, closeDelayMs = MODAL_CLOSE_MS }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement;
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>('[autofocus], input, select, textarea, button, [href], [tabindex]:not([tabindex="-1"])');
      (first ?? dialog).focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      if (returnFocus.current instanceof HTMLElement && returnFocus.current.isConnected) returnFocus.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="ds-dialog"
      style={{ '--modal-close-ms': `${closeDelayMs}ms` } as CSSProperties}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(event) => {
        // Escape: only a dismissible dialog goes, and only through its owner's state.
        event.preventDefault();
        if (dismissible) onDismiss?.();
      }}
    >
      <div className="ds-dialog__header">
        {tone ? <DialogIcon tone={tone} /> : null}
        <h2 id={titleId} className="ds-dialog__title">{title}</h2>
      </div>
      {children ? <div id={bodyId} className="ds-dialog__body">{children}</div> : null}
      {actions ? <div className="ds-dialog__actions">{actions}</div> : null}
    </dialog>
  );
}
