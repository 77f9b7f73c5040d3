import { makeAutoObservable, runInAction } from 'mobx';
import type { HandleApiError } from '../../../kernel/services/HandleApiError';
import type { ApplicationProduct } from '../core/domain/Application';
import { stateRefusal } from '../../../../contract/rules/ApplicationChanges';
import { applicationErrorText, applicationFailureText } from '../core/domain/applicationErrors';
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

/** A file chosen and not sent yet: on the list until the customer presses Send (or removes it). */
export interface PendingFile { readonly key: number; readonly file: ChosenFile }

/** "a.pdf", "a.pdf and b.pdf", "a.pdf, b.pdf and c.pdf". */
const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * /apply/upload: the documents of the customer's open application. Files are chosen first (a
 * list the customer can still change), then sent together with Send: a file picked by mistake
 * (the wrong payslip, a photo of something else) is taken off before the bank's staff see it.
 */
export class UploadStore {
  applicationId: string | null = null;
  documents: UploadedDocument[] = [];
  /** Chosen, waiting for Send. */
  pending: PendingFile[] = [];
  /** On their way, or refused (with why). */
  uploads: Upload[] = [];
  status: 'loading' | 'ready' | 'failed' = 'loading';
  sending = false;
  /** What the last Send delivered, in words, for the success message; null when nothing was. */
  sent: string | null = null;
  problem: string | null = null;
  /** Why the application named takes no documents (withdrawn, declined, decided), in words; null while it takes them. */
  closed: string | null = null;
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
      // Said at once, not after the customer has chosen and sent files: the bank would refuse them.
      const refusal = stateRefusal(application.status, 'documents');
      runInAction(() => {
        this.purpose = `your ${productWords(application.product)} application`;
        this.closed = refusal ? applicationErrorText(refusal.NativeErrorCode) : null;
      });
      const documents = await this.files.list(application.id);
      runInAction(() => Object.assign(this, { applicationId: application.id, documents, pending: [], uploads: [], sent: null, status: 'ready', problem: null }));
    } catch (error) {
      this.report(error, 'open');
      runInAction(() => { this.status = 'failed'; });
    }
  }

  /**
   * Puts chosen files on the list to send. What can be told now is refused now, each saying why:
   * a file already sent or already on the list (same name and size), too big, empty, one too many.
   */
  choose(chosen: readonly ChosenFile[]): void {
    this.sent = null;
    for (const file of chosen) {
      const held = this.documents.length + this.pending.length;
      const onList = this.pending.some((p) => p.file.name === file.name && p.file.size === file.size);
      const problem = onList ? `"${file.name}" is already on the list to send.` : uploadProblem(file, held, this.documents);
      if (problem) this.uploads.push({ key: this.nextKey++, name: file.name, sent: 0, problem });
      else this.pending.push({ key: this.nextKey++, file });
    }
  }

  /** Takes a chosen file off the list before it is sent. */
  unchoose(key: number): void {
    this.pending = this.pending.filter((p) => p.key !== key);
  }

  /** Sends the listed files in turn; a refused one says why and the others carry on. */
  async send(): Promise<void> {
    if (this.sending || this.pending.length === 0) return;
    const files = this.pending.map((p) => p.file);
    this.pending = [];
    this.sending = true;
    this.sent = null;
    const delivered: string[] = [];
    for (const file of files) if (await this.sendOne(file)) delivered.push(file.name);
    runInAction(() => {
      this.sending = false;
      this.sent = delivered.length > 0 ? `We've received ${listed(delivered)} for ${this.purpose ?? 'your application'}.` : null;
    });
  }

  /** Chooses the files and sends them at once (what a test or a retry does in one step). */
  async add(chosen: readonly ChosenFile[]): Promise<void> {
    this.choose(chosen);
    await this.send();
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

  /** One file to the bank; true when the bank holds it. */
  private async sendOne(file: ChosenFile): Promise<boolean> {
    const upload: Upload = { key: this.nextKey++, name: file.name, sent: 0, problem: null };
    runInAction(() => { this.uploads.push(upload); });
    const entry = this.uploads[this.uploads.length - 1]!; // the observable copy
    // Checked again as it goes: another tab may have sent files to the same application meanwhile.
    const held = this.documents.length + this.uploads.filter((u) => u.problem === null && u !== entry).length;
    const early = uploadProblem(file, held, this.documents);
    if (early || !this.applicationId) {
      runInAction(() => { entry.problem = early ?? 'Open an application first.'; });
      return false;
    }
    try {
      const document = await this.files.upload(this.applicationId, { name: file.name, bytes: await file.read() },
        (sent) => runInAction(() => { entry.sent = sent; }));
      runInAction(() => {
        this.documents.push(document);
        this.uploads = this.uploads.filter((u) => u.key !== entry.key);
      });
      return true;
    } catch (error) {
      runInAction(() => { entry.problem = applicationFailureText(error); });
      this.report(error, 'upload');
      return false;
    }
  }

  private report(error: unknown, what: string): void {
    this.errors.execute(error, { queryKey: `applications/documents/${what}` });
  }
}
