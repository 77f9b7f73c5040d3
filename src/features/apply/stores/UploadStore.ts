import { makeAutoObservable, runInAction } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { ApplicationProduct } from '../core/domain/Application';
import { applicationFailureText } from '../core/domain/applicationErrors';
import { uploadProblem, type UploadedDocument } from '../core/domain/Document';
import type { ApplicationService } from '../core/ports/ApplicationService';
import type { DocumentUploads } from '../core/ports/DocumentUploads';

const WORDS: Partial<Record<ApplicationProduct, string>> = {
  'personal-loan': 'personal loan', 'credit-card': 'credit card', 'home-loan-top-up': 'home loan top-up', overdraft: 'overdraft',
  'credit-card-limit-increase': 'credit card limit increase', 'credit-card-limit-change': 'credit card limit change', insurance: 'insurance',
  kiwisaver: 'KiwiSaver', 'everyday-account': 'everyday account', 'savings-account': 'savings account',
};
const productWords = (product: ApplicationProduct) => WORDS[product] ?? 'open';

/** A file on its way: its share sent, or why it was refused. */
export interface Upload { readonly key: number; readonly name: string; sent: number; problem: string | null }

/** A chosen file as the page hands it over: its name, size and a way to read its bytes. */
export interface ChosenFile { name: string; size: number; read(): Promise<Uint8Array> }

/** /apply/upload: the documents of the customer's open application, and the files on their way. */
export class UploadStore {
  applicationId: string | null = null;
  documents: UploadedDocument[] = [];
  uploads: Upload[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  problem: string | null = null;
  private nextKey = 1;

  constructor(private readonly applications: ApplicationService, private readonly files: DocumentUploads, private readonly errors: HandleApiError) {
    makeAutoObservable<this, 'applications' | 'files' | 'errors' | 'nextKey'>(this, { applications: false, files: false, errors: false, nextKey: false }, { autoBind: true });
  }

  /** What the documents are for, in words: 'your personal loan application'. */
  purpose: string | null = null;

  /**
   * The application the documents are for: the one a link names (a referred decision's, the
   * loan status page's), else the customer's open application for the product.
   */
  async open(product: ApplicationProduct, applicationId: string | null = null): Promise<void> {
    this.status = 'loading';
    try {
      const application = applicationId ? await this.applications.find(applicationId) : await this.applications.getOrCreate(product);
      runInAction(() => { this.purpose = `your ${productWords(application.product)} application`; });
      const documents = await this.files.list(application.id);
      runInAction(() => Object.assign(this, { applicationId: application.id, documents, uploads: [], status: 'ready', problem: null }));
    } catch (error) {
      this.report(error, 'open');
      runInAction(() => { this.status = 'failed'; });
    }
  }

  /** Sends each file in turn; a refused one says why and the others carry on. */
  async add(chosen: readonly ChosenFile[]): Promise<void> {
    for (const file of chosen) await this.send(file);
  }

  async remove(documentId: string): Promise<void> {
    if (!this.applicationId) return;
    try {
      await this.files.remove(this.applicationId, documentId);
      runInAction(() => { this.documents = this.documents.filter((d) => d.id !== documentId); });
    } catch (error) {
      runInAction(() => { this.problem = applicationFailureText(error); });
      this.report(error, 'remove');
    }
  }

  dismiss(key: number): void {
    this.uploads = this.uploads.filter((u) => u.key !== key);
  }

  private async send(file: ChosenFile): Promise<void> {
    const upload: Upload = { key: this.nextKey++, name: file.name, sent: 0, problem: null };
    this.uploads.push(upload);
    const entry = this.uploads[this.uploads.length - 1]!; // the observable copy
    const held = this.documents.length + this.uploads.filter((u) => u.problem === null && u !== entry).length;
    const early = uploadProblem(file, held, this.documents);
    if (early || !this.applicationId) {
      runInAction(() => { entry.problem = early ?? 'Open an application first.'; });
      return;
    }
    try {
      const document = await this.files.upload(this.applicationId, { name: file.name, bytes: await file.read() },
        (sent) => runInAction(() => { entry.sent = sent; }));
      runInAction(() => {
        this.documents.push(document);
        this.uploads = this.uploads.filter((u) => u.key !== entry.key);
      });
    } catch (error) {
      runInAction(() => { entry.problem = applicationFailureText(error); });
      this.report(error, 'upload');
    }
  }

  private report(error: unknown, what: string): void {
    this.errors.execute(error, { queryKey: `applications/documents/${what}` });
  }
}
