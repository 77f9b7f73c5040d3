import { UploadStore, type ChosenFile } from '../../../../src/features/apply/stores/UploadStore';
import { HandleApiError } from '../../../../src/kernel/services/HandleApiError';
import { applicationErrorText } from '../../../../src/features/apply/core/domain/applicationErrors';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { EXE_BYTES, PDF_BYTES } from '../contracts/documentBytes';
import { FakeApplicationService } from '../fakes/FakeApplicationService';
import { FakeDocumentUploads } from '../fakes/FakeDocumentUploads';

const file = (name: string, bytes: Uint8Array, size = bytes.length): ChosenFile => ({ name, size, read: async () => bytes });

async function opened() {
  const uploads = new FakeDocumentUploads();
  const store = new UploadStore(new FakeApplicationService(), uploads, new HandleApiError(new FakeMonitoring()));
  await store.open('personal-loan');
  return { store, uploads };
}

describe('UploadStore', () => {
  it('uploads each file with its progress, keeps the good ones and says why the others were refused', async () => {
    const { store } = await opened();
    await store.add([file('payslip.pdf', PDF_BYTES), file('statement.pdf', EXE_BYTES)]);
    expect(store.documents.map((d) => d.name)).toEqual(['payslip.pdf']);
    expect(store.uploads).toEqual([expect.objectContaining({ name: 'statement.pdf', problem: expect.stringContaining("isn't a PDF, JPEG, PNG or HEIC") })]);
  });

  it('refuses an 11 MB file and an eleventh file before sending them', async () => {
    const { store } = await opened();
    await store.add([file('huge.pdf', PDF_BYTES, 11 * 1024 * 1024)]);
    expect(store.uploads[0]?.problem).toMatch(/larger than 10 MB/);
    await store.add(Array.from({ length: 11 }, (_, n) => file(`page-${n + 1}.pdf`, PDF_BYTES)));
    expect(store.documents).toHaveLength(10);
    expect(store.uploads.at(-1)).toMatchObject({ name: 'page-11.pdf', problem: 'You can upload up to 10 files. Remove one to add another.' });
  });

  it('removes a file before the application is submitted', async () => {
    const { store } = await opened();
    await store.add([file('payslip.pdf', PDF_BYTES)]);
    await store.remove(store.documents[0]!.id);
    expect(store.documents).toEqual([]);
  });
});

describe('UploadStore for a referred application', () => {
  it('opens the application the link names (not a new draft), and says what it is for', async () => {
    const applications = new FakeApplicationService();
    const referred = await applications.getOrCreate('home-loan-top-up');
    applications.setStatus(referred.id, 'referred');
    const store = new UploadStore(applications, new FakeDocumentUploads(), new HandleApiError(new FakeMonitoring()));
    const before = applications.calls.length;
    await store.open('home-loan-top-up', referred.id);
    expect(store.applicationId).toBe(referred.id);
    expect(store.purpose).toBe('your home loan top-up application');
    expect(applications.calls.slice(before)).toEqual(['find']);
  });

  it('says at once, in the application engine’s words, when the application named takes no documents', async () => {
    const applications = new FakeApplicationService();
    const store = new UploadStore(applications, new FakeDocumentUploads(), new HandleApiError(new FakeMonitoring()));
    const application = await applications.getOrCreate('personal-loan');
    await store.open('personal-loan', application.id);
    expect(store.closed).toBeNull();
    for (const [status, code] of [['cancelled', 10421], ['declined', 10422], ['approved', 10425]] as const) {
      applications.setStatus(application.id, status);
      await store.open('personal-loan', application.id);
      expect(store.closed).toBe(applicationErrorText(code));
    }
    applications.setStatus(application.id, 'referred');
    await store.open('personal-loan', application.id);
    expect(store.closed).toBeNull();
  });

  it('refuses the same file twice, before sending it again', async () => {
    const { store } = await opened();
    await store.add([file('payslip.pdf', PDF_BYTES)]);
    await store.add([file('payslip.pdf', PDF_BYTES)]);
    expect(store.documents).toHaveLength(1);
    expect(store.uploads.at(-1)).toMatchObject({ name: 'payslip.pdf', problem: '"payslip.pdf" is already uploaded.' });
  });
});

describe('UploadStore: choose, then Send', () => {
  it('lists the chosen files and sends nothing until Send, then says what was sent for which application', async () => {
    const { store, uploads } = await opened();
    store.choose([file('payslip.pdf', PDF_BYTES), file('statement.pdf', PDF_BYTES, PDF_BYTES.length)]);
    expect(store.pending.map((p) => p.file.name)).toEqual(['payslip.pdf', 'statement.pdf']);
    expect(await uploads.list(store.applicationId!)).toEqual([]);
    await store.send();
    expect(store.pending).toEqual([]);
    expect(store.documents.map((d) => d.name)).toEqual(['payslip.pdf', 'statement.pdf']);
    expect(store.sent).toBe("We've received payslip.pdf and statement.pdf for your personal loan application.");
  });

  it('takes a file off the list before it is sent', async () => {
    const { store } = await opened();
    store.choose([file('wrong-photo.jpg', PDF_BYTES), file('payslip.pdf', PDF_BYTES)]);
    store.unchoose(store.pending[0]!.key);
    await store.send();
    expect(store.documents.map((d) => d.name)).toEqual(['payslip.pdf']);
    expect(store.sent).toBe("We've received payslip.pdf for your personal loan application.");
  });

  it('refuses a file already on the list, and one already sent, as they are chosen', async () => {
    const { store } = await opened();
    await store.add([file('payslip.pdf', PDF_BYTES)]);
    store.choose([file('statement.pdf', PDF_BYTES), file('statement.pdf', PDF_BYTES), file('payslip.pdf', PDF_BYTES)]);
    expect(store.pending.map((p) => p.file.name)).toEqual(['statement.pdf']);
    expect(store.uploads.map((u) => u.problem)).toEqual(['"statement.pdf" is already on the list to send.', '"payslip.pdf" is already uploaded.']);
    expect(store.sent).toBeNull();
  });

  it('counts the listed files toward the ten', async () => {
    const { store } = await opened();
    store.choose(Array.from({ length: 11 }, (_, n) => file(`page-${n + 1}.pdf`, PDF_BYTES)));
    expect(store.pending).toHaveLength(10);
    expect(store.uploads).toEqual([expect.objectContaining({ name: 'page-11.pdf', problem: 'You can upload up to 10 files. Remove one to add another.' })]);
  });

  it('names only what arrived when some of the files are refused by the bank', async () => {
    const { store } = await opened();
    store.choose([file('payslip.pdf', PDF_BYTES), file('program.pdf', EXE_BYTES)]);
    await store.send();
    expect(store.sent).toBe("We've received payslip.pdf for your personal loan application.");
    expect(store.uploads).toEqual([expect.objectContaining({ name: 'program.pdf', problem: expect.stringContaining("isn't a PDF") })]);
  });
});

describe('formatFileSize', () => {
  it('says sizes for people', async () => {
    const { formatFileSize } = await import('../../../../src/features/apply/core/domain/Document');
    expect([0, 10, 830 * 1024, 3 * 1024 * 1024 + 20].map(formatFileSize)).toEqual(['0 KB', '1 KB', '830 KB', '3.0 MB']);
  });
});
