import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckSystemStatus } from '../core/use-cases/CheckSystemStatus';

/** Whether the bank's systems are up; checked at start-up (down → /apply/back-soon). */
export class SystemStatusStore {
  down = false;
  checked = false;

  constructor(private readonly checkStatus: CheckSystemStatus) {
    makeAutoObservable<this, 'checkStatus'>(this, { checkStatus: false }, { autoBind: true });
  }

  async check(): Promise<void> {
    const down = await this.checkStatus.execute();
    runInAction(() => {
      this.down = down;
      this.checked = true;
    });
  }
}
