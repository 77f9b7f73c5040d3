import { runInAction } from 'mobx';
import type { Monitoring } from '../../../kernel/ports/Monitoring';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The one load path of this area's stores: sets the status, hands the result over, and reports
 * a failure to Monitoring with its query key (no store swallows an error).
 */
export async function loadInto<T>(
  target: { status: LoadStatus }, monitoring: Monitoring, queryKey: string, fetch: () => Promise<T>, accept: (value: T) => void,
): Promise<void> {
  runInAction(() => { target.status = 'loading'; });
  try {
    const value = await fetch();
    runInAction(() => { accept(value); target.status = 'ready'; });
  } catch (error) {
    monitoring.report(error, { queryKey });
    runInAction(() => { target.status = 'failed'; });
  }
}
