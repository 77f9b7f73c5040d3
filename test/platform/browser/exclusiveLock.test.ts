import { webLock } from '../../../src/platform/browser/exclusiveLock';

describe('webLock', () => {
  it('runs the work inside the Web Lock of that name when the browser has Web Locks', async () => {
    const names: string[] = [];
    const locks = { request: <T>(name: string, fn: () => Promise<T>) => { names.push(name); return fn(); } };
    await expect(webLock('kowhai:token', locks)(async () => 42)).resolves.toBe(42);
    expect(names).toEqual(['kowhai:token']);
  });

  it('just runs the work where there are no Web Locks', async () => {
    await expect(webLock('kowhai:token', undefined)(async () => 'ran')).resolves.toBe('ran');
  });
});
