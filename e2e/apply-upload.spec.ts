import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { shot } from './support/apply';
import { logIn } from './support/login';
import { ownCustomer } from './support/ownCustomer';

// The smallest PDF a reader opens (a catalog, a page tree, one page; the bank parses it), padded
// with 3 MB of white space after its header so the upload takes long enough on a throttled line to watch.
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n'
  + '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'
  + '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);

for (const width of [375, 1280] as const) {
  test(`a clone of ${width === 375 ? '1000006' : '1000001'} chooses a PDF, sends it with its progress shown, and a renamed program is refused (${width} px)`, async ({ page, request }) => {
    const customer = await ownCustomer(request, width === 375 ? '1000006' : '1000001');
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.goto('/login');
    await logIn(page, customer);
    await page.waitForURL(/\/online\/dashboard$/);
    await page.goto('/apply/upload?for=personal-loan');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload documents' })).toBeVisible();
    await expect(page.getByText('No files yet.')).toBeVisible();
    // Dragging is offered where there is a mouse and room for another window, not on a phone-sized screen.
    await expect(page.getByText('Drag files here, or')).toHaveCount(width === 375 ? 0 : 1);
    await expectAccessible(page);
    await shot(page, 'upload-empty');

    // About 1 MB a second upstream: the bar moves with the browser's own upload events.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByLabel('Choose files to upload').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Chosen, listed, and not sent until Send.
    await expect(page.getByRole('list', { name: 'Files to send' }).getByText('payslip.pdf')).toBeVisible();
    await expect(page.getByText('No files yet.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'upload-chosen');
    await page.getByRole('button', { name: 'Send' }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading payslip.pdf' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(page, 'upload-progress');
    const files = page.getByRole('list', { name: 'Your files' });
    await expect(files.getByText('payslip.pdf')).toBeVisible({ timeout: 15_000 });
    await expect(files.getByText('3.0 MB')).toBeVisible();
    await expect(page.getByText("We've received payslip.pdf for your personal loan application.")).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await page.getByLabel('Choose files to upload').setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: EXE });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('"statement.pdf" isn\'t a PDF, JPEG, PNG or HEIC file, so we can\'t accept it. Choose another file.')).toBeVisible();
    await expect(files.getByText('statement.pdf')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'upload-refused');

    await page.getByRole('button', { name: 'Remove payslip.pdf' }).click();
    await expect(page.getByText('No files yet.')).toBeVisible();
  });
}
