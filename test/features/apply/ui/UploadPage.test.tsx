import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyFeature } from '../../../../src/features/apply';
import { APPLY_TOKENS } from '../../../../src/features/apply/tokens';
import { UploadPage } from '../../../../src/features/apply/ui/UploadPage';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';
import { EXE_BYTES, PDF_BYTES } from '../contracts/documentBytes';
import type { FakeDocumentUploads } from '../fakes/FakeDocumentUploads';

/** The screen as `window.matchMedia` reports it: a desktop with a mouse, or a phone. */
function screenIs(kind: 'desktop' | 'phone') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ media: query, matches: kind === 'desktop', addEventListener: () => undefined, removeEventListener: () => undefined }),
  });
}

// jsdom's File has no arrayBuffer(): read it the way older browsers do.
beforeAll(() => {
  Object.defineProperty(File.prototype, 'arrayBuffer', {
    configurable: true,
    value(this: File) {
      return new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(this);
      });
    },
  });
});
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

const pdf = (name: string) => new File([PDF_BYTES], name, { type: 'application/pdf' });

async function openUpload(kind: 'desktop' | 'phone' = 'desktop') {
  screenIs(kind);
  const kit = appKit({ path: '/apply/upload?for=personal-loan' });
  await kit.loadArea(applyFeature);
  await kit.session.start();
  await kit.session.login(AROHA);
  await act(async () => { kit.renderApp(<UploadPage />); });
  await screen.findByText('No files yet.');
  const files = kit.container.get(APPLY_TOKENS.DocumentUploads) as FakeDocumentUploads;
  const store = kit.container.get(APPLY_TOKENS.UploadStore);
  return { user: userEvent.setup(), files, store };
}

describe('UploadPage', () => {
  it('lists the chosen files, sends nothing until Send, then says what was sent for which application', async () => {
    const { user, files, store } = await openUpload();
    expect(screen.getByText('For your personal loan application.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose files to upload'), [pdf('payslip.pdf'), pdf('statement.pdf')]);
    const toSend = screen.getByRole('list', { name: 'Files to send' });
    expect(within(toSend).getAllByRole('listitem').map((item) => item.querySelector('.upload__name')?.textContent)).toEqual(['payslip.pdf', 'statement.pdf']);
    expect(await files.list(store.applicationId!)).toEqual([]);
    expect(screen.getByText('No files yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await screen.findByText("We've received payslip.pdf and statement.pdf for your personal loan application.");
    expect(sent.closest('.ds-focus-target')).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Files to send' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your files' })).getByText('payslip.pdf')).toBeInTheDocument();
    expect(screen.getByText(/^2 of 10 files/)).toBeInTheDocument();
  });

  it('takes a file off the list with its Remove, before it is sent', async () => {
    const { user } = await openUpload();
    await user.upload(screen.getByLabelText('Choose files to upload'), [pdf('holiday-photo.pdf'), pdf('payslip.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Remove holiday-photo.pdf from the list' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("We've received payslip.pdf for your personal loan application.")).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your files' })).queryByText('holiday-photo.pdf')).not.toBeInTheDocument();
  });

  it('refuses the same file twice, on the list and once sent', async () => {
    const { user } = await openUpload();
    const input = screen.getByLabelText('Choose files to upload');
    await user.upload(input, pdf('payslip.pdf'));
    await user.upload(input, pdf('payslip.pdf'));
    expect(screen.getByText('"payslip.pdf" is already on the list to send.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText("We've received payslip.pdf for your personal loan application.");
    await user.upload(input, pdf('payslip.pdf'));
    expect(screen.getByText('"payslip.pdf" is already uploaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('says why the bank refused a file, and names only what arrived', async () => {
    const { user } = await openUpload();
    await user.upload(screen.getByLabelText('Choose files to upload'), [pdf('payslip.pdf'), new File([EXE_BYTES], 'statement.pdf', { type: 'application/pdf' })]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("We've received payslip.pdf for your personal loan application.")).toBeInTheDocument();
    expect(screen.getByText('statement.pdf was not uploaded')).toBeInTheDocument();
  });

  it('offers dragging where there is a mouse and room: "Drag files here" on a desktop', async () => {
    await openUpload('desktop');
    expect(screen.getByText('Drag files here, or')).toBeInTheDocument();
  });

  it('on a phone, has only the "Choose files" button', async () => {
    await openUpload('phone');
    expect(screen.queryByText(/Drag files/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
  });
});
