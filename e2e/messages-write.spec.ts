import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { openAs } from './support/settingsPages';
import { shoot } from './support/shots';
import { ownCustomer } from './support/ownCustomer';

// Screenshots for a person to look at; never committed.

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await shoot(page, 'messages-write', `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

// The smallest PDF a reader opens (a catalog, a page tree, one page): the bank parses a PDF, so a header alone is refused.
const PDF = Buffer.from('%PDF-1.7\n' + '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'
  + '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('writing a secure message', () => {
  // A clone of Jack (1000004): Jack himself keeps the empty inbox other journeys show.
  test('Jack writes from Contact us, sees the bank\'s acknowledgement, replies with a PDF and finds it in the inbox', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, await ownCustomer(request, '1000004'), '/contact-us');
    await page.getByRole('link', { name: 'Send a secure message' }).click();
    await expect(page).toHaveURL(/\/messages\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New message' })).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'composer');

    // A send with nothing chosen: the error summary, and the typed words stay.
    await page.getByLabel('Your message', { exact: true }).fill('My card was declined at the dairy this morning.');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
    await expect(page.getByLabel('What is your message about?')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your message', { exact: true })).toHaveValue('My card was declined at the dairy this morning.');
    await expectAccessible(page);
    await shots(page, 'composer-error');

    await page.getByLabel('What is your message about?').selectOption('Cards');
    await page.getByLabel('Attach a file (optional)').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('Attached: receipt.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    // The conversation at its own address, the bank's acknowledgement last.
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    const conversation = page.getByRole('list', { name: 'Messages in this conversation' });
    await expect(conversation.getByRole('article')).toHaveCount(2);
    await expect(conversation.getByRole('article').last()).toContainText('Thanks for your message about cards');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download receipt.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('receipt.pdf');
    await expectAccessible(page);
    await shots(page, 'conversation');

    await page.getByLabel('Your reply', { exact: true }).fill('Here is the receipt again, in case.');
    await page.getByLabel('Attach a file (optional)').setInputFiles({ name: 'receipt-2.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(conversation.getByRole('article')).toHaveCount(3);
    await expect(conversation.getByRole('article').last()).toContainText('Here is the receipt again, in case.');
    await expect(page.getByRole('button', { name: 'Download receipt-2.pdf' })).toBeVisible();
    await expect(page.getByLabel('Your reply', { exact: true })).toHaveValue('');
    await expectAccessible(page);
    await shots(page, 'conversation-replied');

    // The address works on its own (a reload, a bookmark).
    const address = page.url();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Cards' })).toBeVisible();
    await expect(conversation.getByRole('article')).toHaveCount(3);
    expect(page.url()).toBe(address);

    await page.getByRole('link', { name: 'Back to messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New message' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Cards/ }).first()).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'inbox');
  });
});
