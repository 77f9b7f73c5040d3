import type { ActivitySource } from '../../kernel/ports/ActivitySource';

/** Key presses, clicks and scrolling count as activity. */
const EVENTS = ['keydown', 'click', 'scroll'] as const;

/** ActivitySource over window events (capture, passive: scroll inside any element counts). */
export class WindowActivitySource implements ActivitySource {
  constructor(private readonly target: EventTarget = window) {}

  subscribe(listener: () => void): () => void {
    const handler = () => listener();
    for (const type of EVENTS) this.target.addEventListener(type, handler, { capture: true, passive: true });
    return () => {
      for (const type of EVENTS) this.target.removeEventListener(type, handler, { capture: true });
    };
  }
}
