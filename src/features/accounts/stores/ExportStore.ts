import { makeAutoObservable, runInAction } from 'mobx';
import { addDays, aucklandToday } from '../../../../contract/rules/AucklandDate';
import { formatTypedDate, NOT_A_REAL_DATE, parseTypedDate } from '../../../../contract/rules/TypedDate';
import type { Clock } from '../../../kernel/ports/Clock';
import { toBase64, type NativeJourney } from '../../../kernel/services/NativeJourney';
import type { AccountDetails } from '../core/domain/AccountDetails';
import type { ExportFormat } from '../core/domain/exportFile';
import { ExportRangeError, type ExportTransactions } from '../core/use-cases/ExportTransactions';

type Field = 'from' | 'to';

/** The range a new export starts with: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

const RANGE_WORDS = {
  'upside-down': 'The from date must be on or before the to date',
  'too-long': 'Choose a range of up to a year (366 days)',
} as const;

/**
 * The "Export transactions" dialog: a date range typed DD/MM/YYYY and a file format; the file
 * holds every posted transaction of the range and goes to the browser or the native app.
 * What the customer typed stays when anything fails.
 */
export class ExportStore {
  open = false;
  from = '';
  to = '';
  format: ExportFormat = 'csv';
  errors: Partial<Record<Field | 'range', string>> = {};
  busy = false;
  failed = false;

  constructor(private readonly exportTransactions: ExportTransactions, private readonly journey: NativeJourney, private readonly clock: Clock) {
    makeAutoObservable<this, 'exportTransactions' | 'journey' | 'clock'>(
      this, { exportTransactions: false, journey: false, clock: false }, { autoBind: true });
  }

  openDialog(): void {
    if (!this.from && !this.to) {
      const today = aucklandToday(this.clock.now());
      this.from = formatTypedDate(addDays(today, -(DEFAULT_DAYS - 1)));
      this.to = formatTypedDate(today);
    }
    this.failed = false;
    this.open = true;
  }

  close(): void {
    this.open = false;
  }

  set(field: Field, value: string): void {
    this[field] = value;
    delete this.errors[field];
    delete this.errors.range;
  }

  setFormat(format: ExportFormat): void {
    this.format = format;
  }

  /** Builds the file and hands it over; true once saved. */
  async download(account: AccountDetails): Promise<boolean> {
    const range = this.readRange();
    if (!range || this.busy) return false;
    this.busy = true;
    this.failed = false;
    try {
      const file = await this.exportTransactions.execute({ account, ...range, format: this.format });
      const saved = await this.journey.download({ fileName: file.fileName, mimeType: file.mimeType, base64: toBase64(file.bytes) });
      runInAction(() => { if (saved) this.open = false; });
      return saved;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ExportRangeError) this.errors = { range: RANGE_WORDS[error.problem] };
        else this.failed = true;
      });
      return false;
    } finally {
      runInAction(() => { this.busy = false; });
    }
  }

  private readRange(): { from: string; to: string } | null {
    const errors: Partial<Record<Field, string>> = {};
    const read = (field: Field, label: string) => {
      if (!this[field].trim()) { errors[field] = `Enter the ${label} date`; return null; }
      const date = parseTypedDate(this[field]);
      if (!date) errors[field] = NOT_A_REAL_DATE;
      return date;
    };
    const from = read('from', 'from');
    const to = read('to', 'to');
    this.errors = errors;
    return from && to ? { from, to } : null;
  }
}
