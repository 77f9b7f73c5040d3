import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { NativeJourney } from '../../../../src/kernel/services/NativeJourney';
import { FakeNativeBridge } from '../../../kernel/fakes/FakeNativeBridge';
import { FakeNotifier } from '../../../kernel/fakes/FakeNotifier';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { CancelScheduledPayment } from '../../../../src/features/pay/core/use-cases/CancelScheduledPayment';
import { LoadPayOptions } from '../../../../src/features/pay/core/use-cases/LoadPayOptions';
import { MakePayment } from '../../../../src/features/pay/core/use-cases/MakePayment';
import { PayStore } from '../../../../src/features/pay/stores/PayStore';
import { PAY_TOKENS } from '../../../../src/features/pay/tokens';
import PayPage from '../../../../src/features/pay/ui/PayPage';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { renderWithServices } from '../../../support/renderWithServices';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakePaymentService } from '../fakes/FakePaymentService';
import { arohaPayAccounts, PAY_TODAY, tamaPayAccounts } from '../fakes/payFixtures';
import { nameCheck } from '../fakes/nameCheck';

function setup(accounts = arohaPayAccounts(), nameCheckOn = false) {
  const payments = new FakePaymentService(accounts, PAY_TODAY);
  const cache = testQueryCache();
  const container = new Container();
  container.bind(PAY_TOKENS.PayStore).toDynamicValue(() => new PayStore({
    load: new LoadPayOptions(payments, cache), pay: new MakePayment(payments, cache), cancel: new CancelScheduledPayment(payments, cache),
    safeguarded: { execute: (operation) => operation() }, challenge: { askForCode: async () => null, explain: async () => undefined, settled: () => undefined },
    ...nameCheck(nameCheckOn).deps,
  }, new FakeClock(Date.UTC(2026, 10, 20, 20, 0)), () => crypto.randomUUID()));
  const bridge = new FakeNativeBridge(new FakeClock(), true);
  container.bind(PLATFORM_TOKENS.NativeJourney).toConstantValue(new NativeJourney(bridge, new FakeNotifier()));
  renderWithServices(<PayPage />, { container, path: '/online/pay' });
  return { payments, bridge, user: userEvent.setup() };
}

describe('PayPage', () => {
  it('shows Confirmation of Payee\'s answer for a one-off account, then the review repeats it', async () => {
    const { user } = setup(arohaPayAccounts(), true);
    await user.type(await screen.findByRole('textbox', { name: 'Payee name' }), 'H Walker');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '03-0104-0731553-000');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('The name is a close match')).toBeInTheDocument();
    expect(screen.getByText('Hemi Walker')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(await screen.findByRole('heading', { name: 'Check your payment' })).toBeInTheDocument();
    expect(screen.getByText('A close match: you chose to continue')).toBeInTheDocument();
  });

  it('asks for the tick box after no match, and "Go back" returns to the button', async () => {
    const { user } = setup(arohaPayAccounts(), true);
    await user.type(await screen.findByRole('textbox', { name: 'Payee name' }), 'Someone Else');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '03-0104-0731553-000');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('checkbox', { name: "I understand the name doesn't match and I want to continue" })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'Review payment' })).toBeInTheDocument();
  });

  it('pays a one-off account: form, review, confirmation with the receipt', async () => {
    const { user, payments, bridge } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Payee name' }), 'Hemi Walker');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '01-0902-0068389-00');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '12.34');
    await user.type(screen.getByRole('textbox', { name: 'Reference (optional)' }), 'Koha');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    // The review replaces the form in a deferred render, after the click's paint (PayPage).
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(within(review).getByText('$12.34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $12.34' }));
    expect(await screen.findByRole('heading', { name: 'You paid $12.34 to Hemi Walker' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/online/receipts/${payments.receipts[0]?.id}`);
    // In the native app's webview the finished payment is a finished journey.
    expect(bridge.commands).toContain('complete');
  });

  it('marks the fields the bank would refuse, with the reason', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Account number' }), '01-0902-0068388-00');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid NZ bank account number, like 12-3456-0123456-00')).toBeInTheDocument();
    expect(screen.getByText('Enter the payee name')).toBeInTheDocument();
  });

  it('shows the empty state to a customer with nothing that can pay', async () => {
    setup(tamaPayAccounts());
    expect(await screen.findByRole('heading', { name: 'You have no eligible accounts to make payments from' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open an account' })).toBeInTheDocument();
  });
});
