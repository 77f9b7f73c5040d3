import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '../../../../contract/rules/Money';
import { renderPay } from './payKit';

describe('PayPage', () => {
  it('shows Confirmation of Payee\'s answer for a one-off account, then the review repeats it', async () => {
    const { user } = await renderPay();
    await user.click(await screen.findByRole('radio', { name: 'Someone new' }));
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'H Walker');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is this payment for?' }), 'family-or-friends');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '03-0104-0731553-000');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('The name is a close match')).toBeInTheDocument();
    expect(screen.getByText(/You may have used a shortened name or made a small typo/)).toBeInTheDocument();
    expect(screen.queryByText('Hemi Walker')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review payment' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue anyway' }));
    expect(await screen.findByRole('heading', { name: 'Check your payment' })).toBeInTheDocument();
    expect(screen.getByText('A close match: you chose to continue')).toBeInTheDocument();
  });

  it('asks for the tick box after no match, and "Go back" returns to the button', async () => {
    const { user } = await renderPay();
    await user.click(await screen.findByRole('radio', { name: 'Someone new' }));
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Someone Else');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is this payment for?' }), 'family-or-friends');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '03-0104-0731553-000');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('checkbox', { name: "I understand the name doesn't match and I want to continue" })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'Review payment' })).toBeInTheDocument();
  });

  it('pays a saved payee: form, review, confirmation with the receipt, and the native app hears complete', async () => {
    const { user, payments, bridge } = await renderPay('/online/pay', { webview: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payee' }), 'Mercury Energy 02-0248-0406223-00');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '12.34');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    // The review replaces the form in a deferred render, after the click's paint (PayPage).
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    expect(within(review).getByText('$12.34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $12.34' }));
    expect(await screen.findByRole('heading', { name: 'You paid $12.34 to Mercury Energy' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/online/receipts/${payments.receipts[0]?.id}`);
    // A saved payee is saved already: nothing more to offer.
    expect(screen.queryByRole('link', { name: 'Save as payee' })).not.toBeInTheDocument();
    expect(bridge.payloadOf('complete')).toEqual({ journey: 'payment', reference: payments.receipts[0]?.id });
  });

  it('shows the empty state to a customer with nothing that can pay', async () => {
    await renderPay('/online/pay', {}, (payments) => payments.resetAccounts([]));
    expect(await screen.findByRole('heading', { name: 'You have no eligible accounts to make payments from' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open an account' })).toBeInTheDocument();
  });

  it('arrives from a payee’s Pay button with that payee chosen and its statement details filled in', async () => {
    await renderPay('/online/pay?payee=5b0c1f0e-0000-4000-8000-000000000003');
    expect(await screen.findByRole('combobox', { name: 'Payee' })).toHaveDisplayValue('Tane Ngata 06-0501-2841088-00');
    expect(screen.getByRole('textbox', { name: 'Reference (optional)' })).toHaveValue('Koha');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'A saved payee' })).toBeChecked());
  });

  it('says what the paying account has available after the payment: the balance shown less the amount', async () => {
    const { user, payments } = await renderPay();
    const bills = (await payments.listAccounts()).find((a) => a.name === 'Bills')!;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'From account' }), bills.id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payee' }), 'Mercury Energy 02-0248-0406223-00');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '45.10');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    const review = await screen.findByRole('region', { name: 'Check your payment' });
    const row = within(review).getByText('Available after this payment').parentElement!;
    expect(row).toHaveTextContent(formatMoney(bills.available - 4_510));
  });
});

describe('PayPage: scam protection', () => {
  it('asks what a payment to someone new is for, warns for that purpose, then the bank warns and holds it; the customer cancels it', async () => {
    const { user, payments } = await renderPay();
    await user.click(await screen.findByRole('radio', { name: 'Someone new' }));
    expect(screen.getByText(/You can pay others \$10,000\.00 more today/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Crypto Growth');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is this payment for?' }), 'investment-or-crypto');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12-3456-9999889-00');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '45');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    // Confirmation of Payee does not know the account: it informs, the customer continues.
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your payment' });
    expect(screen.getByText(/Fake investments promise high returns/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $45.00' }));
    expect(await screen.findByText('We think this payment could be a scam')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $45.00' }));
    const box = screen.getByRole('checkbox', { name: /I understand the risks/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Pay $45.00' }));
    expect(await screen.findByRole('heading', { name: 'Your payment is on hold for your protection' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel this payment' }));
    expect(await screen.findByRole('heading', { name: 'You cancelled this payment' })).toBeInTheDocument();
    expect(payments.receipts.at(-1)?.status).toBe('cancelled');
  });

  it('asks what a payment to a payee saved 3 days ago is for, and not for one saved long ago', async () => {
    // The fake clock's day is 21 November 2026.
    const { user, payments } = await renderPay('/online/pay', {}, (fake) => fake.payees.push({
      id: 'payee-new', name: 'Kauri Builders', accountNumber: '11-5678-3306712-00', particulars: '', code: '', reference: 'Deck', addedAt: Date.UTC(2026, 10, 18),
    }));
    const payee = await screen.findByRole('combobox', { name: 'Payee' });
    await user.selectOptions(payee, screen.getByRole('option', { name: /^Mercury Energy / }));
    expect(screen.queryByRole('combobox', { name: 'What is this payment for?' })).not.toBeInTheDocument();
    await user.selectOptions(payee, screen.getByRole('option', { name: /^Kauri Builders / }));
    const purpose = screen.getByRole('combobox', { name: 'What is this payment for?' });
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '300');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(purpose).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Choose what this payment is for').length).toBeGreaterThan(0);
    await user.selectOptions(purpose, 'tradie');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    await screen.findByRole('heading', { name: 'Check your payment' });
    expect(screen.getByText(/Scammers intercept a tradie's emails/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $300.00' }));
    expect(await screen.findByRole('heading', { name: /^You paid \$300\.00 to Kauri Builders/ })).toBeInTheDocument();
    expect(payments.receipts.at(-1)).toMatchObject({ to: { name: 'Kauri Builders' }, amount: 30_000 });
  });
});
