/** The customer's activity on the page: key presses, clicks and scrolling. */
export interface ActivitySource {
  /** Calls `listener` on every activity event; returns a function that stops listening. */
  subscribe(listener: () => void): () => void;
}
