import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { ownCustomer } from './support/ownCustomer';
import { openAs, screenshotBothWidths } from './support/settingsPages';

test('Aroha changes her tax details; an invalid IRD number is refused on the field', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, await ownCustomer(request, '1000001'), '/tax');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax details' })).toBeVisible();
  const ird = page.getByRole('textbox', { name: /IRD number/ });
  await expect(ird).toHaveValue('49-091-850');
  await expectAccessible(page);

  await ird.fill('136-410-133');
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(ird).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('That is not a valid IRD number. Check it and try again')).toBeVisible();
  await expectAccessible(page);
  await screenshotBothWidths(page, 'tax-invalid');
  await page.setViewportSize({ width: 1280, height: 900 });

  await ird.fill('136-410-132');
  await page.getByRole('radio', { name: '28%' }).check();
  await page.getByRole('button', { name: 'Add a country' }).click();
  await page.getByRole('combobox', { name: 'Country 1' }).selectOption('AU');
  await page.getByRole('textbox', { name: 'TIN for Australia' }).fill('123456782');
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByText('Your tax details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /IRD number/ })).toHaveValue('136-410-132');
  await expect(page.getByRole('radio', { name: '28%' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'TIN for Australia' })).toHaveValue('123456782');
  await screenshotBothWidths(page, 'tax-saved');
});
