/**
 * The two reads of the machine's own time the server makes. Nothing else calls Date.now() or
 * performance.now() (a lint rule and a test hold that): the sandbox clock adds its offset to
 * the first, and the stopwatch measures how long work took, which no offset may change.
 */
export const machineNowMs = (): number => Date.now();

/** Starts a stopwatch; the function it returns gives the milliseconds since. */
export function startStopwatch(): () => number {
  const started = performance.now();
  return () => performance.now() - started;
}
