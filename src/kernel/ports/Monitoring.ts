/** Where the client reports errors it does not handle itself. */
export interface Monitoring {
  /**
   * Records an error with the query key of the call that raised it (e.g. 'customer-actions/list').
   * Never throws: monitoring must not break the page it watches.
   */
  report(error: unknown, context: { queryKey?: string }): void;
}
