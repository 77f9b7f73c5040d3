import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../../kernel/ports/Clock';
import type { Monitoring } from '../../../kernel/ports/Monitoring';
import { aucklandDayAndMinute, isOpenAt, matchesPlace, type Branch } from '../core/domain/Branch';
import type { ContentService } from '../core/ports/ContentService';
import { loadInto, type LoadStatus } from './loadInto';

export { formatTime, WEEKDAYS, type Branch } from '../core/domain/Branch';

/** The branch finder: branches matching a suburb or town, each open or closed on the Auckland clock. */
export class BranchFinderStore {
  branches: Branch[] = [];
  query = '';
  status: LoadStatus = 'idle';
  /** The instant "open now" is judged at; refreshed on load and on each search. */
  now: number;

  constructor(private readonly content: ContentService, private readonly clock: Clock, private readonly monitoring: Monitoring) {
    this.now = clock.now();
    makeAutoObservable<this, 'content' | 'clock' | 'monitoring'>(this, { content: false, clock: false, monitoring: false }, { autoBind: true });
  }

  setQuery(value: string): void {
    this.query = value;
    this.now = this.clock.now();
  }

  /** Today's weekday in Auckland, 0 Sunday. */
  get today(): number { return aucklandDayAndMinute(this.now).day; }

  get matches(): { branch: Branch; openNow: boolean }[] {
    return this.branches.filter((b) => matchesPlace(b, this.query)).map((branch) => ({ branch, openNow: isOpenAt(branch, this.now) }));
  }

  load(): Promise<void> {
    this.now = this.clock.now();
    return loadInto(this, this.monitoring, 'content/branches', () => this.content.listBranches(), (branches) => { this.branches = branches; });
  }
}
