import { CASH_ADVANCE_FEE_CENTS } from '../../../../../contract/rules/CashAdvance';
import { canTransfer, transferChoices, transferFee } from '../../../../../src/features/transfer/core/domain/transferChoices';
import { arohaTransferAccounts, jackTransferAccounts, tamaTransferAccounts } from '../../fakes/transferFixtures';

describe('transferChoices', () => {
  it('between accounts: everyday, savings and the card give; neither KiwiSaver nor the term deposit takes', () => {
    const { from, to } = transferChoices(arohaTransferAccounts(), 'between');
    expect(from.map((a) => a.product)).toEqual(['everyday', 'bills', 'online-saver', 'credit-card']);
    expect(to.map((a) => a.product)).toEqual(['everyday', 'bills', 'online-saver', 'credit-card']);
  });

  it('topping up: only term deposits take, and never from the credit card', () => {
    const { from, to } = transferChoices(arohaTransferAccounts(), 'top-up');
    expect(to.map((a) => a.id)).toEqual(['1000001-4']);
    expect(from.map((a) => a.product)).toEqual(['everyday', 'bills', 'online-saver']);
  });

  it('one account, or nothing that can give, is no transfer at all', () => {
    expect(canTransfer(transferChoices(arohaTransferAccounts(), 'between'))).toBe(true);
    expect(canTransfer(transferChoices(jackTransferAccounts(), 'between'))).toBe(false);
    expect(canTransfer(transferChoices(tamaTransferAccounts(), 'between'))).toBe(false);
    expect(canTransfer(transferChoices(tamaTransferAccounts(), 'top-up'))).toBe(false);
    expect(canTransfer(transferChoices(jackTransferAccounts(), 'top-up'))).toBe(false);
  });
});

describe('transferFee', () => {
  it('is the cash advance fee out of a credit card, nothing out of any other account', () => {
    const accounts = arohaTransferAccounts();
    expect(transferFee(accounts.find((a) => a.product === 'credit-card'))).toBe(CASH_ADVANCE_FEE_CENTS);
    expect(transferFee(accounts.find((a) => a.product === 'everyday'))).toBe(0);
  });
});
