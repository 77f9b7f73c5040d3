import { UploadStore, type ChosenFile } from '../../../../src/features/apply/stores/UploadStore';
import { HandleApiError } from '../../../../src/kernel/services/HandleApiError';
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

  it('refuses the same file twice, before sending it again', async () => {
    const { store } = await opened();
    await store.add([file('payslip.pdf', PDF_BYTES)]);
    await store.add([file('payslip.pdf', PDF_BYTES)]);
    expect(store.documents).toHaveLength(1);
    expect(store.uploads.at(-1)).toMatchObject({ name: 'payslip.pdf', problem: '"payslip.pdf" is already uploaded.' });
  });
});

describe('formatFileSize', () => {
  it('says sizes for people', async () => {
    const { formatFileSize } = await import('../../../../src/features/apply/core/domain/Document');
    expect([0, 10, 830 * 1024, 3 * 1024 * 1024 + 20].map(formatFileSize)).toEqual(['0 KB', '1 KB', '830 KB', '3.0 MB']);
  });
});
