import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ChunkLoadFailure, importWithRetry, lazyWithRetry } from '../../../../src/platform/ui/loading/lazyWithRetry';
import { PRELOAD_ERROR_EVENT, type PreloadErrorEvent } from '../../../../src/platform/ui/loading/preloadError';

const noWait = async () => undefined;
const cssFailure = () => Object.assign(new Error('Loading CSS chunk 7 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED', request: 'http://localhost:8080/apply/css/pay.abc.css' });

describe('importWithRetry', () => {
  it('reports the final failure once and rejects with a ChunkLoadFailure', async () => {
    const report = jest.fn();
    const failure = await importWithRetry(() => Promise.reject(new Error('offline')), { sleep: noWait, report }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ChunkLoadFailure);
    expect((failure as Error).cause).toEqual(new Error('offline'));
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('does not report a chunk that arrived on a retry', async () => {
    const report = jest.fn();
    const load = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue({ default: 'ok' });
    await expect(importWithRetry(load, { sleep: noWait, report })).resolves.toEqual({ default: 'ok' });
    expect(report).not.toHaveBeenCalled();
  });

  it("turns an unhandled stylesheet failure into 'Unable to preload CSS for {path}'", async () => {
    const report = jest.fn();
    const events: string[] = [];
    const listener = (event: Event) => events.push((event as PreloadErrorEvent).payload.message);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await importWithRetry(() => Promise.reject(cssFailure()), { sleep: noWait, report, retries: 1 }).catch(() => undefined);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(events).toEqual(['Unable to preload CSS for /apply/css/pay.abc.css', 'Unable to preload CSS for /apply/css/pay.abc.css']);
    expect(report).toHaveBeenCalledWith(new Error('Unable to preload CSS for /apply/css/pay.abc.css'));
  });
});

describe('lazyWithRetry', () => {
  it('renders the component once its chunk loads', async () => {
    const Page = lazyWithRetry(async () => ({ default: () => <h1>Pay</h1> }), { sleep: noWait });
    render(<Suspense fallback={null}><Page /></Suspense>);
    expect(await screen.findByRole('heading', { name: 'Pay' })).toBeInTheDocument();
  });
});
