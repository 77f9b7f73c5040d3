import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { CASH_ADVANCE_RATE } from '../../../../contract/rules/CashAdvance';
import { formatMoney } from '../../../../contract/rules/Money';
import { transferFeature } from '../../../../src/features/transfer';
import { TRANSFER_TOKENS } from '../../../../src/features/transfer/tokens';
import { TermDepositTopUpPage, TransferPage } from '../../../../src/features/transfer/ui/TransferPage';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';
import type { FakeTransferService } from '../fakes/FakeTransferService';
import type { TransferAccount } from '../../../../src/features/transfer/core/domain/Transfer';
import { jackTransferAccounts, tamaTransferAccounts } from '../fakes/transferFixtures';

/** The transfer pages over the test container, Aroha logged in (in the native app's webview when asked). */
async function renderTransfer(path = '/online/transfer', { webview = false, accounts }: { webview?: boolean; accounts?: TransferAccount[] } = {}) {
  const app = appKit({ path, webview });
  if (webview) {
    await app.login.execute(AROHA);
    const refreshToken = app.tokens.cookie ?? '';
    app.tokens.cookie = null;
    const starting = app.session.start();
    app.bridge.answer({ customerNumber: AROHA.customerNumber, refreshToken });
    await starting;
  } else {
    await app.session.start();
    await app.session.login(AROHA);
  }
  await app.loadArea(transferFeature);
  const transfers = app.container.get(TRANSFER_TOKENS.TransferService) as FakeTransferService;
  if (accounts) transfers.resetAccounts(accounts);
  await act(async () => {
    app.renderApp(<Switch>
      <Route path="/online/transfer/term-deposit" component={TermDepositTopUpPage} />
      <Route path="/online/transfer" component={TransferPage} />
    </Switch>);
  });
  return { app, transfers, user: userEvent.setup() };
}

describe('TransferPage', () => {
  it('reviews, then transfers between her accounts; the native app hears complete; the receipt is linked', async () => {
    const { user, transfers, app } = await renderTransfer('/online/transfer', { webview: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'To account' }), '1000001-3');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '250');
    await user.click(screen.getByRole('button', { name: 'Review transfer' }));
    expect(await screen.findByRole('heading', { name: 'Check your transfer' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Transfer $250.00' }));
    expect(await screen.findByRole('heading', { name: 'You transferred $250.00' })).toHaveFocus();
    const id = transfers.made[0]?.id;
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/online/receipts/${id}`);
    expect(app.bridge.payloadOf('complete')).toEqual({ journey: 'transfer', reference: id });
  });

  it('warns of a cash advance, with its fee and rate, as soon as the credit card is chosen, and again on the review', async () => {
    const { user, transfers } = await renderTransfer();
    const card = (await transfers.listAccounts()).find((a) => a.product === 'credit-card')!;
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'From account' }), card.id);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('This is a cash advance');
    expect(warning).toHaveTextContent('$2.50 fee');
    expect(warning).toHaveTextContent(CASH_ADVANCE_RATE);
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Review transfer' }));
    const review = await screen.findByRole('region', { name: 'Check your transfer' });
    expect(within(review).getByRole('alert')).toHaveTextContent('This is a cash advance');
    expect(within(review).getByText('Cash advance fee').parentElement).toHaveTextContent('$2.50');
    expect(within(review).getByText('Available after this transfer').parentElement).toHaveTextContent(formatMoney(card.available - 10_000 - 250));
  });

  it('puts the problems in a focused summary after a failed review', async () => {
    const { user } = await renderTransfer();
    await user.type(await screen.findByRole('textbox', { name: 'Amount ($)' }), '30000000');
    await user.click(screen.getByRole('button', { name: 'Review transfer' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /^That's more than the .* available in Everyday$/ })).toHaveAttribute('href', '#field-amount');
    expect(screen.getByRole('textbox', { name: 'Amount ($)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not offer the term deposit as a destination', async () => {
    await renderTransfer();
    const to = await screen.findByRole('combobox', { name: 'To account' });
    expect(within(to).queryByRole('option', { name: /Term Deposit/ })).not.toBeInTheDocument();
  });

  it('tells a customer with one account that it needs a buddy', async () => {
    await renderTransfer('/online/transfer', { accounts: jackTransferAccounts() });
    expect(await screen.findByRole('heading', { name: 'Your account needs a buddy' })).toBeInTheDocument();
    expect(screen.getByText('You need more than one eligible account to make a transfer')).toBeInTheDocument();
  });
});

describe('TermDepositTopUpPage', () => {
  it('tops up her term deposit under its rules: the terms first, at least $500, the top-up confirmed', async () => {
    const { user, transfers } = await renderTransfer('/online/transfer/term-deposit');
    const deposit = await screen.findByRole('combobox', { name: 'Term deposit' });
    expect(deposit).toHaveDisplayValue(/^Term Deposit 12 months/);
    expect(within(screen.getByRole('combobox', { name: 'From account' })).queryByRole('option', { name: /Kōwhai Visa/ })).not.toBeInTheDocument();
    expect(screen.getByText(/stays in it until the term deposit matures/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    expect(screen.getByRole('link', { name: 'A top-up must be at least $500.00' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Amount ($)' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '500');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    await user.click(await screen.findByRole('button', { name: 'Top up $500.00' }));
    await screen.findByRole('heading', { name: 'You transferred $500.00' });
    expect(transfers.made[0]).toMatchObject({ amount: 50_000, to: { name: 'Term Deposit 12 months' } });
  });

  it('says so when nothing can top up the term deposit', async () => {
    await renderTransfer('/online/transfer/term-deposit', { accounts: tamaTransferAccounts() });
    expect(await screen.findByRole('heading', { name: 'No eligible accounts to top up your term deposit' })).toBeInTheDocument();
  });
});
