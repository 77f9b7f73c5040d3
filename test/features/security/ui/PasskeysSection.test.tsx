import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SecurityPage from '../../../../src/features/security/ui/SecurityPage';
import { GlobalChallengeDialog } from '../../../../src/features/escalation/ui/GlobalChallengeDialog';
import { SECURITY_TOKENS } from '../../../../src/features/security/tokens';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import type { FakePasskeyService } from '../fakes/FakePasskeyService';
import type { Passkey } from '../../../../src/features/security/core/domain/Passkey';
import type { FakePasskeyAuthenticator } from '../../../kernel/fakes/FakePasskeyAuthenticator';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';

async function setup(options: { passkeys?: boolean; held?: Passkey[] } = {}) {
  const app = appKit({ path: '/security', passkeys: options.passkeys ?? true });
  await app.session.start();
  await app.session.login(AROHA);
  await app.loadArea();
  const service = app.container.get(SECURITY_TOKENS.PasskeyService) as FakePasskeyService;
  service.passkeys = options.held ?? [];
  await act(async () => { app.renderApp(<><SecurityPage /><GlobalChallengeDialog /></>); });
  const section = within(await screen.findByRole('region', { name: 'Passkeys' }));
  const user = userEvent.setup();
  const device = app.container.get(PLATFORM_TOKENS.PasskeyAuthenticator) as FakePasskeyAuthenticator;
  /** Types the SMS code the fake bank "sent" into the challenge dialog and confirms. */
  const confirmWithCode = async () => {
    const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Security code'), service.safeguard.latestCode()!);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  };
  return { app, section, user, service, device, confirmWithCode };
}

describe('Security page: passkeys', () => {
  it('says when there are none, and asks for a name and the current password before anything is sent', async () => {
    const { section, user, service } = await setup();
    expect(await section.findByText("You haven't added a passkey yet.")).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    expect(section.getByText('Enter a name for this passkey')).toBeInTheDocument();
    expect(section.getByText('Enter your current password')).toBeInTheDocument();
    expect(section.getByLabelText('Passkey name')).toHaveAttribute('aria-invalid', 'true');
    expect(service.passkeys).toHaveLength(0);
  });

  it('adds a passkey after the code, and lists it by name and the date it was added', async () => {
    const { section, user, device, confirmWithCode } = await setup();
    await user.type(section.getByLabelText('Passkey name'), 'My phone');
    await user.type(section.getByLabelText('Your password'), AROHA.password);
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    await confirmWithCode();
    expect(await section.findByText('Passkey “My phone” added.')).toBeInTheDocument();
    const list = section.getByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('My phone')).toBeInTheDocument();
    expect(within(list).getByText(/^Added/)).toBeInTheDocument();
    // A new passkey approves nothing for a day, and the list says from when (the fake's day is 1 June, UTC).
    expect(list).toHaveTextContent('Can approve payments and changes from 2 Jun 2026, 12:00 pm');
    expect(device.asked).toEqual([{ kind: 'create', challenge: expect.any(String) }]);
  });

  const oldLaptop: Passkey = { id: 'pk-1', name: 'Old laptop', createdAt: '2026-05-01T00:00:00.000Z', lastUsedAt: null, approvesFrom: null };

  it('says nothing of a waiting period for a passkey that already approves', async () => {
    const { section } = await setup({ held: [oldLaptop] });
    const list = await section.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Old laptop')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('Can approve');
  });

  it('asks which passkey and for the password before anything is sent; Cancel keeps it', async () => {
    const { section, user, service } = await setup({ held: [oldLaptop] });
    await user.click(await section.findByRole('button', { name: 'Remove passkey Old laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    expect(within(dialog).getByText(/“Old laptop”/)).toBeInTheDocument();
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Enter your current password')).toBeInTheDocument();
    expect(service.safeguard.latestCode()).toBeFalsy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Remove this passkey?' })).not.toBeInTheDocument();
    expect(service.passkeys).toEqual([oldLaptop]);
  });

  it('removes a passkey with the password and the code', async () => {
    const { section, user, service, confirmWithCode } = await setup({ held: [oldLaptop] });
    await user.click(await section.findByRole('button', { name: 'Remove passkey Old laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.type(within(dialog).getByLabelText('Your password'), AROHA.password);
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await confirmWithCode();
    expect(await section.findByText('Passkey “Old laptop” removed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Remove this passkey?' })).not.toBeInTheDocument();
    expect(section.queryByRole('list', { name: 'Your passkeys' })).not.toBeInTheDocument();
    expect(service.passkeys).toHaveLength(0);
  });

  it('a wrong password: the bank\'s words in the dialog, which stays open with what was typed; no code is sent', async () => {
    const { section, user, service } = await setup({ held: [oldLaptop] });
    await user.click(await section.findByRole('button', { name: 'Remove passkey Old laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    const password = within(dialog).getByLabelText('Your password');
    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(dialog).findByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('not-my-password');
    expect(screen.getByRole('dialog', { name: 'Remove this passkey?' })).toBe(dialog);
    expect(screen.queryByRole('dialog', { name: "Confirm it's you" })).not.toBeInTheDocument();
    expect(service.safeguard.latestCode()).toBeFalsy();
    expect(service.passkeys).toEqual([oldLaptop]);
  });

  it('says so when the device makes no passkey (cancelled), and nothing is added', async () => {
    const { section, user, service, device, confirmWithCode } = await setup();
    device.cancels = true;
    await user.type(section.getByLabelText('Passkey name'), 'My phone');
    await user.type(section.getByLabelText('Your password'), AROHA.password);
    await user.click(section.getByRole('button', { name: 'Add a passkey' }));
    await confirmWithCode();
    expect(await section.findByText('No passkey was added: your device did not make one.')).toBeInTheDocument();
    expect(service.passkeys).toHaveLength(0);
  });

  it('offers no form where passkeys cannot be used (the native app)', async () => {
    const { section } = await setup({ passkeys: false });
    expect(await section.findByText(/Passkeys can't be used in this browser or app/)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
