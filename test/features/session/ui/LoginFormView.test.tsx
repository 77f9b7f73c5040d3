import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginStore } from '../../../../src/features/session/stores/LoginStore';
import { LoginFormView } from '../../../../src/features/session/ui/LoginFormView';
import { AROHA } from '../../../support/demoData';
import { sessionKit, sessionStoreOf } from '../../../support/sessionKit';
import { renderWithServices } from '../../../support/renderWithServices';

function setup(options: { onCancel?: () => void; focusOnArrival?: boolean } = {}) {
  const kit = sessionKit();
  const tokens = kit.tokens;
  const session = sessionStoreOf(kit);
  const store = new LoginStore(session);
  const onLoggedIn = jest.fn();
  renderWithServices(<LoginFormView store={store} onLoggedIn={onLoggedIn} onCancel={options.onCancel} focusOnArrival={options.focusOnArrival} />);
  return { tokens, session, onLoggedIn, user: userEvent.setup() };
}

describe('LoginFormView', () => {
  it('puts the cursor in the customer number field on arrival when asked (the login page)', () => {
    setup({ focusOnArrival: true });
    expect(screen.getByLabelText('Customer number')).toHaveFocus();
  });

  it('leaves focus alone otherwise (a dialog focuses its own first field)', () => {
    setup();
    expect(screen.getByLabelText('Customer number')).not.toHaveFocus();
  });

  it('asks for both fields with the spec words and marks them invalid', async () => {
    const { user, tokens } = setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Enter your customer number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(tokens.calls).toHaveLength(0);
  });

  it('offers a numeric keypad and takes at most 7 digits', async () => {
    const { user } = setup();
    const field = screen.getByLabelText('Customer number');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('maxlength', '7');
    await user.type(field, '10a00001999');
    expect(field).toHaveValue('1000001');
  });

  it('logs in and reports success', async () => {
    const { user, onLoggedIn, session } = setup();
    await user.type(screen.getByLabelText('Customer number'), AROHA.customerNumber);
    await user.type(screen.getByLabelText('Password'), AROHA.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(session.isLoggedIn).toBe(true);
  });

  it('shows the mismatch message for a wrong password', async () => {
    const { user, onLoggedIn } = setup();
    await user.type(screen.getByLabelText('Customer number'), AROHA.customerNumber);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Sorry, your customer number or password doesn't match our records. Please try again.");
    expect(screen.getByRole('alert')).not.toHaveTextContent('one attempt left');
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('warns when one attempt is left before the lock', async () => {
    const { user } = setup();
    for (let i = 0; i < 2; i += 1) {
      await user.clear(screen.getByLabelText('Customer number'));
      await user.type(screen.getByLabelText('Customer number'), AROHA.customerNumber);
      await user.type(screen.getByLabelText('Password'), 'not-the-password');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await screen.findByRole('alert');
    }
    expect(screen.getByRole('alert')).toHaveTextContent("doesn't match our records. Please try again. You have one attempt left before your login is locked.");
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('links to password reset and hides Cancel unless offered', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/apply/password-reset');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('LoginFormView: log in with a passkey', () => {
  function withPasskeys(passkeys: boolean) {
    const kit = sessionKit({ passkeys });
    const session = sessionStoreOf(kit);
    const store = new LoginStore(session);
    const onLoggedIn = jest.fn();
    renderWithServices(<LoginFormView store={store} onLoggedIn={onLoggedIn} />);
    return { tokens: kit.tokens, session, onLoggedIn, user: userEvent.setup() };
  }

  it('logs in with the device\'s passkey, no customer number needed', async () => {
    const { tokens, session, onLoggedIn, user } = withPasskeys(true);
    tokens.passkeyOf = AROHA.customerNumber;
    await user.click(screen.getByRole('button', { name: 'Log in with a passkey' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(session.customerNumber).toBe(AROHA.customerNumber);
    expect(tokens.passkeyGrants).toEqual([{ challengeId: expect.any(String) }]);
  });

  it('sends a typed customer number along, and says so when the passkey is not accepted', async () => {
    const { tokens, onLoggedIn, user } = withPasskeys(true);
    tokens.passkeyOf = AROHA.customerNumber;
    await user.type(screen.getByLabelText('Customer number'), '1000004');
    await user.click(screen.getByRole('button', { name: 'Log in with a passkey' }));
    expect(await screen.findByText("Sorry, that passkey wasn't accepted. Please try again, or log in with your customer number and password.")).toBeInTheDocument();
    expect(tokens.passkeyGrants).toEqual([{ challengeId: expect.any(String), customerNumber: '1000004' }]);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('is not offered where the device has no passkeys (the native app)', () => {
    withPasskeys(false);
    expect(screen.queryByRole('button', { name: 'Log in with a passkey' })).not.toBeInTheDocument();
  });
});
