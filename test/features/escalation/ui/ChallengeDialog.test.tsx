import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChallengeDialog } from '../../../../src/features/escalation/ui/ChallengeDialog';
import { ChallengeStore } from '../../../../src/features/escalation/stores/ChallengeStore';
import { appKit } from '../../../support/appKit';

function setup() {
  const app = appKit();
  const challenge = new ChallengeStore();
  app.renderApp(<ChallengeDialog store={challenge} />);
  return { app, challenge, user: userEvent.setup() };
}

describe('ChallengeDialog', () => {
  it('asks for the 6-digit code by its label and answers it', async () => {
    const { challenge, user } = setup();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => { answer = challenge.askForCode({ error: null }); });
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(dialog).getByLabelText('Security code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe('123456');
  });

  it('says the code went to the mobile by text, unless it went by email (a factor change with no mobile): then it names the masked address', () => {
    const { challenge } = setup();
    act(() => { void challenge.askForCode({ error: null }); });
    expect(within(screen.getByRole('dialog', { name: "Confirm it's you" })).getByText("We've sent a 6-digit security code by text message to your mobile phone.")).toBeInTheDocument();
    act(() => { void challenge.askForCode({ error: null, sentBy: 'email', sentTo: 'l***@example.co.nz' }); });
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).getByText("We've sent a 6-digit security code to your email address l***@example.co.nz.")).toBeInTheDocument();
    expect(within(dialog).queryByText(/text message/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Security code')).toBeInTheDocument();
  });

  it('insists on six digits, marking the field invalid', async () => {
    const { challenge, user } = setup();
    act(() => { void challenge.askForCode({ error: null }); });
    await user.type(screen.getByLabelText('Security code'), '123');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Enter the 6-digit code we sent you')).toBeInTheDocument();
    expect(screen.getByLabelText('Security code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows why the last code failed', () => {
    const { challenge } = setup();
    act(() => { void challenge.askForCode({ error: "That code doesn't match the one we sent. Check the text message and try again." }); });
    expect(screen.getByRole('alert')).toHaveTextContent("That code doesn't match the one we sent.");
    expect(screen.getByLabelText('Security code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('Cancel answers null', async () => {
    const { challenge, user } = setup();
    let answer: Promise<string | null> = Promise.resolve('x');
    act(() => { answer = challenge.askForCode({ error: null }); });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['contact-us', 'Please contact us', '0800 569 424'],
    ['specify-device', 'Choose where we send your code', '0800 569 424'],
    ['no-mobile', 'We need your mobile number', 'contact details'],
  ] as const)('explains the %s safeguard', async (block, title, mentions) => {
    const { challenge, user } = setup();
    let dismissed: Promise<void> = Promise.resolve();
    act(() => { dismissed = challenge.explain(block); });
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(mentions);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(dismissed).resolves.toBeUndefined();
  });

  it("explains in the bank's own words when it gave them", async () => {
    const { challenge } = setup();
    act(() => { void challenge.explain('contact-us', 'Your new mobile number can receive security codes from 28 Nov 2026, 3:05 pm.'); });
    expect(screen.getByRole('dialog', { name: 'Please contact us' })).toHaveTextContent('Your new mobile number can receive security codes from 28 Nov 2026, 3:05 pm.');
  });
});

describe('ChallengeDialog with a passkey', () => {
  it('offers "Use a passkey instead" beside the code when the bank does, and answers it', async () => {
    const { challenge, user } = setup();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => { answer = challenge.askForCode({ error: null, passkey: true }); });
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).getByLabelText('Security code')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey instead' }));
    await expect(answer).resolves.toBe('passkey');
  });

  it('without an offer, shows no passkey button', () => {
    const { challenge } = setup();
    act(() => { void challenge.askForCode({ error: null }); });
    expect(screen.getByRole('dialog', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /passkey/i })).not.toBeInTheDocument();
  });

  it('when no code was sent, asks only for the passkey and shows why the last try failed', async () => {
    const { challenge, user } = setup();
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => { answer = challenge.askForCode({ error: 'The passkey was not used. Try again to approve this.', passkey: true, codeSent: false }); });
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    expect(within(dialog).queryByLabelText('Security code')).not.toBeInTheDocument();
    expect(within(dialog).getByText('The passkey was not used. Try again to approve this.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await expect(answer).resolves.toBe('passkey');
  });
});
