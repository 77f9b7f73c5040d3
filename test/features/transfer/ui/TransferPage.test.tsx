import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container } from 'inversify';
import { LoadTransferAccounts } from '../../../../src/features/transfer/core/use-cases/LoadTransferAccounts';
import { MakeTransfer } from '../../../../src/features/transfer/core/use-cases/MakeTransfer';
import type { TransferAccount } from '../../../../src/features/transfer/core/domain/Transfer';
import { TransferStore } from '../../../../src/features/transfer/stores/TransferStore';
import { TRANSFER_TOKENS } from '../../../../src/features/transfer/tokens';
import { TermDepositTopUpPage, TransferPage } from '../../../../src/features/transfer/ui/TransferPage';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { renderWithServices } from '../../../support/renderWithServices';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakeTransferService } from '../fakes/FakeTransferService';
import { arohaTransferAccounts, jackTransferAccounts, tamaTransferAccounts } from '../fakes/transferFixtures';

function setup(accounts: TransferAccount[], page = <TransferPage />) {
  const transfers = new FakeTransferService(accounts);
  const cache = testQueryCache();
  const keys: string[] = [];
  const container = new Container();
  container.bind(TRANSFER_TOKENS.TransferStore).toDynamicValue(() => new TransferStore(
    new LoadTransferAccounts(transfers, cache), new MakeTransfer(transfers, cache), () => { keys.push(`k${keys.length + 1}`); return keys[keys.length - 1] as string; }));
  renderWithServices(page, { container });
  return { transfers, keys, user: userEvent.setup() };
}

describe('TransferPage', () => {
  it('transfers between her accounts and links the receipt', async () => {
    const { user, transfers } = setup(arohaTransferAccounts());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'To account' }), '1000001-3');
    await user.type(screen.getByRole('textbox', { name: 'Amount ($)' }), '250');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('heading', { name: 'You transferred $250.00' })).toHaveFocus();
    expect(transfers.made[0]).toMatchObject({ amount: 25_000, from: { name: 'Everyday' }, to: { name: 'Online Saver' } });
    expect(screen.getByRole('link', { name: 'View receipt' })).toHaveAttribute('href', `/online/receipts/${transfers.made[0]?.id}`);
  });

  it('retries with the same key after no answer, so it moves the money once', async () => {
    const { user, transfers, keys } = setup(arohaTransferAccounts());
    await user.type(await screen.findByRole('textbox', { name: 'Amount ($)' }), '10');
    transfers.failNext = new ApiError(502);
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/may not have been made/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByRole('heading', { name: 'You transferred $10.00' });
    expect(keys).toEqual(['k1']);
    expect(transfers.made).toHaveLength(1);
  });

  it('says more than is available in words, on the field', async () => {
    const { user } = setup(arohaTransferAccounts());
    await user.type(await screen.findByRole('textbox', { name: 'Amount ($)' }), '30000');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(screen.getByRole('textbox', { name: 'Amount ($)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText("That's more than the $24,583.75 available in Everyday")).toBeInTheDocument();
  });

  it('tells a customer with one account that it needs a buddy', async () => {
    setup(jackTransferAccounts());
    expect(await screen.findByRole('heading', { name: 'Your account needs a buddy' })).toBeInTheDocument();
    expect(screen.getByText('You need more than one eligible account to make a transfer')).toBeInTheDocument();
  });
});

describe('TermDepositTopUpPage', () => {
  it('offers only her term deposit to top up', async () => {
    setup(arohaTransferAccounts(), <TermDepositTopUpPage />);
    const deposit = await screen.findByRole('combobox', { name: 'Term deposit' });
    expect(deposit).toHaveDisplayValue(/^Term Deposit 12 months/);
    expect(deposit.querySelectorAll('option')).toHaveLength(1);
  });

  it('says so when nothing can top up the term deposit', async () => {
    setup(tamaTransferAccounts(), <TermDepositTopUpPage />);
    expect(await screen.findByRole('heading', { name: 'No eligible accounts to top up your term deposit' })).toBeInTheDocument();
  });
});
