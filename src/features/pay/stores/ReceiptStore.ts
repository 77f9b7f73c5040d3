import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { Receipt, ReceiptImage } from '../core/domain/Receipt';
import type { LoadReceipt } from '../core/use-cases/LoadReceipt';

/** The receipt page's view model: the receipt, and its image when the customer downloads or shares it. */
export class ReceiptStore {
  receipt: Receipt | null = null;
  state: 'loading' | 'ready' | 'not-found' | 'failed' = 'loading';
  preparingImage = false;
  imageFailed = false;

  constructor(private readonly loadReceipt: LoadReceipt) {
    makeAutoObservable<this, 'loadReceipt'>(this, { loadReceipt: false }, { autoBind: true });
  }

  async load(id: string): Promise<void> {
    this.state = 'loading';
    try {
      const receipt = await this.loadReceipt.execute(id);
      runInAction(() => { this.receipt = receipt; this.state = 'ready'; });
    } catch (error) {
      runInAction(() => { this.state = error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed'; });
    }
  }

  /** The receipt's image from the bank, or null when it could not be had. */
  async image(): Promise<ReceiptImage | null> {
    if (!this.receipt) return null;
    this.preparingImage = true;
    this.imageFailed = false;
    try {
      return await this.loadReceipt.image(this.receipt.id);
    } catch {
      runInAction(() => { this.imageFailed = true; });
      return null;
    } finally {
      runInAction(() => { this.preparingImage = false; });
    }
  }
}
