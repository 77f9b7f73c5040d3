import { CHUNK_RETRIES, chunkRetryDelayMs, retryImport } from '../../../../src/platform/ui/loading/retryImport';

function flaky(failures: number) {
  let calls = 0;
  const load = jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`failure ${calls}`);
    return 'module';
  });
  return load;
}

describe('retryImport', () => {
  it('waits 2^(n-1) seconds before the n-th retry', () => {
    expect([1, 2, 3, 4, 5].map(chunkRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(CHUNK_RETRIES).toBe(5);
  });

  it('succeeds at once without waiting', async () => {
    const sleep = jest.fn(async () => undefined);
    await expect(retryImport(flaky(0), { sleep })).resolves.toBe('module');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('retries on the schedule until the chunk arrives', async () => {
    const waits: number[] = [];
    const load = flaky(3);
    await expect(retryImport(load, { sleep: async (ms) => { waits.push(ms); } })).resolves.toBe('module');
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('gives up after 5 retries with the last error', async () => {
    const waits: number[] = [];
    const load = flaky(99);
    await expect(retryImport(load, { sleep: async (ms) => { waits.push(ms); } })).rejects.toThrow('failure 6');
    expect(load).toHaveBeenCalledTimes(6);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
});
