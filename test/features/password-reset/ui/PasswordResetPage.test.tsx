import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { passwordResetFeature, PASSWORD_RESET_TOKENS } from '../../../../src/features/password-reset';
import { RESET_DRAFT_KEY } from '../../../../src/features/password-reset/stores/PasswordResetStore';
import { PasswordResetPage } from '../../../../src/features/password-reset/ui/PasswordResetPage';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { appKit } from '../../../support/appKit';
import type { FakePasswordResetService } from '../fakes/FakePasswordResetService';

async function openReset(storage: Record<string, string> = {}) {
  const kit = appKit({ path: '/apply/password-reset' });
  for (const [key, value] of Object.entries(storage)) kit.storage.set(key, value);
  await kit.loadArea(passwordResetFeature);
  kit.renderApp(<PasswordResetPage />);
  await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
  return { kit, user: userEvent.setup(), service: kit.container.get(PASSWORD_RESET_TOKENS.PasswordResetService) as FakePasswordResetService };
}

describe('PasswordResetPage', () => {
  it('summarises the errors at the top, each linking to its field, and keeps what was typed', async () => {
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Customer number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(screen.getByLabelText('Customer number')).toHaveValue('12345');
    expect(screen.getByLabelText('Customer number')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('link', { name: /date of birth/ }));
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
  });

  it('sends the code, then resets the password with it', async () => {
    const { user, service } = await openReset();
    await user.type(screen.getByLabelText('Customer number'), '1000006');
    await user.type(screen.getByLabelText('Date of birth'), '17/01/1960');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from your text message'), service.latestCode('1000006'));
    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been reset' })).toBeInTheDocument();
    expect(service.customers.get('1000006')?.password).toBe('a long new passphrase');
  });

  it('shows the bank\'s answer in the summary and keeps the answers when a submit fails', async () => {
    const { user, service } = await openReset();
    service.failNextStart = new ApiError(429, null, { message: 'Too many attempts. Please wait a while and try again.' });
    await user.type(screen.getByLabelText('Customer number'), '1000006');
    await user.type(screen.getByLabelText('Date of birth'), '17/01/1960');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('link', { name: 'Too many attempts. Please wait a while and try again.' })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer number')).toHaveValue('1000006');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('17/01/1960');
  });

  it('carries on at the code step after a reload, the details kept', async () => {
    await openReset({ [RESET_DRAFT_KEY]: JSON.stringify({ customerNumber: '1000006', dateOfBirth: '17/01/1960', resetId: 'r-1' }) });
    expect(screen.getByLabelText('Code from your text message')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(screen.getByLabelText('Customer number')).toHaveValue('1000006');
  });
});
