import { failedStylesheetPath, PRELOAD_ERROR_EVENT, raisePreloadError, type PreloadErrorEvent } from '../../../../src/platform/ui/loading/preloadError';

describe('raisePreloadError', () => {
  it('raises a cancelable preload-error event on the window carrying the error', () => {
    const seen: PreloadErrorEvent[] = [];
    const listener = (event: Event) => { seen.push(event as PreloadErrorEvent); event.preventDefault(); };
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    const error = raisePreloadError('/apply/css/pay.css');
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.cancelable).toBe(true);
    expect(seen[0]!.payload).toBe(error);
    expect(error.message).toBe('Unable to preload CSS for /apply/css/pay.css');
  });

  it('throws when no listener handles the event', () => {
    expect(() => raisePreloadError('/apply/css/pay.css')).toThrow('Unable to preload CSS for /apply/css/pay.css');
  });
});

describe('failedStylesheetPath', () => {
  it("reads the path of mini-css-extract-plugin's failure", () => {
    const error = Object.assign(new Error('Loading CSS chunk 3 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED', request: 'https://secure.kowhaibank.co.nz/apply/css/3.css' });
    expect(failedStylesheetPath(error)).toBe('/apply/css/3.css');
  });

  it('is null for any other error', () => {
    expect(failedStylesheetPath(new Error('Loading chunk 3 failed.'))).toBeNull();
    expect(failedStylesheetPath(null)).toBeNull();
  });
});
