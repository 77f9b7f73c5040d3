/** A failed code chunk is retried up to 5 times. */
export const CHUNK_RETRIES = 5;

/** The n-th retry waits 2^(n-1) seconds: 1, 2, 4, 8 and 16 s. */
export function chunkRetryDelayMs(retry: number): number {
  return 2 ** (retry - 1) * 1000;
}

export interface RetryOptions {
  retries?: number;
  /** Waits; injectable so tests need no real time. */
  sleep?: (ms: number) => Promise<void>;
  /** Sees each failure before its retry (for CSS preload handling). May throw a replacement error. */
  onFailure?: (error: unknown, attempt: number) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

/** Runs `load`, retrying failures on the chunk schedule; rejects with the last error. */
export async function retryImport<T>(load: () => Promise<T>, { retries = CHUNK_RETRIES, sleep = realSleep, onFailure }: RetryOptions = {}): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (raw) {
      let error = raw;
      try { onFailure?.(raw, attempt); } catch (replacement) { error = replacement; }
      if (attempt >= retries) throw error;
      await sleep(chunkRetryDelayMs(attempt + 1));
    }
  }
}
