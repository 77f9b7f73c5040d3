import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { openContactDetails } from './support/contactDetails';
import { DEMO_PASSWORD } from './support/login';
import { latestOneTimeCode, logInFromLoginPage, passStepUp } from './support/session';
import { screenshotBothWidths } from './support/settingsPages';
import { ownCustomer } from './support/ownCustomer';

/** Types the newest code the sandbox sent the customer into `field` (each send replaces the last). */
async function enterCode(page: Page, request: APIRequestContext, customerNumber: string, field: ReturnType<Page['getByRole']>) {
  await expect(field).toBeVisible();
  await field.fill(await latestOneTimeCode(request, customerNumber));
}

test.describe('contact details: phones and email', () => {
  test('Aroha adds a mobile number with the code texted to it, and passes the SMS safeguard', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContactDetails(page, aroha);
    const methods = page.getByRole('region', { name: 'Email and phone' });
    await methods.getByRole('button', { name: 'Add a phone number' }).click();
    await expect(methods.getByRole('combobox', { name: 'Phone type' })).toHaveValue('Mobile');
    await methods.getByRole('textbox', { name: 'Mobile number' }).fill('09 555 0199');
    await methods.getByRole('button', { name: 'Send code' }).click();
    await expect(methods.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    await expect(methods.getByText('That looks like a landline. Enter a mobile number')).toBeVisible();
    await methods.getByRole('textbox', { name: 'Mobile number' }).fill('029 555 0111');
    await methods.getByRole('button', { name: 'Send code' }).click();
    await expect(methods.getByText('We sent a code to 029 *** 0111.')).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'contact-add-mobile');
    await enterCode(page, request, aroha, methods.getByRole('textbox', { name: 'Confirmation code' }));
    // A mobile is a factor: adding one takes the current password too.
    await methods.getByLabel('Current password').fill(DEMO_PASSWORD);
    await methods.getByRole('button', { name: 'Add mobile number' }).click();
    // Aroha already has a mobile: the change is safeguarded with a code to that one.
    const safeguard = page.getByRole('dialog');
    await enterCode(page, request, aroha, safeguard.getByRole('textbox', { name: /code/i }));
    await safeguard.getByRole('textbox', { name: /code/i }).press('Enter');
    await expect(methods.getByText('Your phone number has been added.')).toBeVisible();
    await expect(methods.getByText('029 555 0111')).toBeVisible();
    await expect(methods.getByText('021 555 0101')).toBeVisible();
    await expectAccessible(page);
  });

  test('Aroha adds a work number, then removes it after confirming and passing the SMS safeguard', async ({ page, request }) => {
    const aroha = await ownCustomer(request, '1000001');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openContactDetails(page, aroha);
    const methods = page.getByRole('region', { name: 'Email and phone' });
    await methods.getByRole('button', { name: 'Add a phone number' }).click();
    await methods.getByRole('combobox', { name: 'Phone type' }).selectOption('Work');
    await methods.getByRole('textbox', { name: 'Phone number' }).fill('04 555 0161');
    await methods.getByRole('button', { name: 'Add phone number' }).click();
    const safeguard = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: /code/i }) });
    await enterCode(page, request, aroha, safeguard.getByRole('textbox', { name: /code/i }));
    await safeguard.getByRole('textbox', { name: /code/i }).press('Enter');
    await expect(methods.getByText('Your phone number has been added.')).toBeVisible();

    await methods.getByRole('button', { name: 'Remove 04 555 0161' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove phone number' });
    await expect(confirm.getByText('04 555 0161 (Work) will be removed from your contact details.')).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'contact-remove-phone');
    await confirm.getByRole('button', { name: 'Remove phone number' }).click();
    await enterCode(page, request, aroha, safeguard.getByRole('textbox', { name: /code/i }));
    await safeguard.getByRole('textbox', { name: /code/i }).press('Enter');
    await expect(methods.getByText('Your phone number has been removed.')).toBeVisible();
    await expect(methods.getByText('04 555 0161')).toHaveCount(0);
    await expect(methods.getByText('021 555 0101')).toBeVisible();
    await expectAccessible(page);
  });

  test('Liam adds a mobile on the setup page and is not sent to setup again', async ({ page, request }) => {
    const liam = await ownCustomer(request, '1000002');
    await page.setViewportSize({ width: 375, height: 812 });
    await logInFromLoginPage(page, liam);
    await expect(page).toHaveURL(/\/setup\/internet-banking\/mobile$/);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('+64 22 555 0202');
    await page.getByRole('button', { name: 'Send code' }).click();
    await enterCode(page, request, liam, page.getByRole('textbox', { name: 'Confirmation code' }));
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'contact-setup-mobile');
    await page.getByRole('button', { name: 'Add mobile number' }).click();
    // A mobile is a factor and Liam has none: the step-up code goes to the email he already had.
    const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(stepUp.getByText("We've sent a 6-digit security code to your email address l***@example.co.nz.")).toBeVisible();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'contact-setup-mobile-email-step-up');
    await passStepUp(page, liam);
    await expect(page).toHaveURL(/\/online\/dashboard$/);
    // The sandbox's setup state says done: no "Add your mobile number" action any more.
    const token = await request.post('/token', {
      form: { grant_type: 'password', username: liam, password: DEMO_PASSWORD },
      headers: { authorization: `Basic ${Buffer.from('e2e-contact:').toString('base64')}` },
    });
    const actions = await request.get('/api/customer-actions', { headers: { authorization: `Bearer ${(await token.json()).access_token}` } });
    expect(actions.status()).toBe(200);
    expect(JSON.stringify(await actions.json())).not.toContain('add-mobile');

    await page.context().clearCookies();
    await logInFromLoginPage(page, liam);
    await expect(page).toHaveURL(/\/online\/dashboard$/);
  });

  test('Mere adds an email on the setup page with the code emailed to it, and is not sent to setup again', async ({ page, request }) => {
    const mere = await ownCustomer(request, '1000003');
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInFromLoginPage(page, mere);
    await expect(page).toHaveURL(/\/setup\/internet-banking\/details$/);
    await page.getByRole('textbox', { name: 'Email address' }).fill('mere.tipene@example.co.nz');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('We sent a code to m***@example.co.nz.')).toBeVisible();
    await enterCode(page, request, mere, page.getByRole('textbox', { name: 'Confirmation code' }));
    // The email is where notices go: changing it takes the password again.
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save email address' }).click();
    // Mere has a mobile: the change is safeguarded with a code texted to it.
    const safeguard = page.getByRole('dialog');
    await enterCode(page, request, mere, safeguard.getByRole('textbox', { name: /code/i }));
    await safeguard.getByRole('textbox', { name: /code/i }).press('Enter');
    await expect(page).toHaveURL(/\/online\/dashboard$/);

    await page.context().clearCookies();
    await logInFromLoginPage(page, mere);
    await expect(page).toHaveURL(/\/online\/dashboard$/);
  });
});
