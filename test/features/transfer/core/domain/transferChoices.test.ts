import { canTransfer, transferChoices } from '../../../../../src/features/transfer/core/domain/transferChoices';
import { arohaTransferAccounts, jackTransferAccounts, tamaTransferAccounts } from '../../fakes/transferFixtures';

describe('transferChoices', () => {
  it('between accounts: everyday, savings and the card can give; KiwiSaver and the term deposit cannot', () => {
    const { from, to } = transferChoices(arohaTransferAccounts(), 'between');
    expect(from.map((a) => a.product)).toEqual(['everyday', 'bills', 'online-saver', 'credit-card']);
    expect(to.map((a) => a.product)).toEqual(['everyday', 'bills', 'online-saver', 'term-deposit', 'credit-card']);
  });

  it('topping up: only term deposits take', () => {
    expect(transferChoices(arohaTransferAccounts(), 'top-up').to.map((a) => a.id)).toEqual(['1000001-4']);
  });

  it('one account, or nothing that can give, is no transfer at all', () => {
    expect(canTransfer(transferChoices(arohaTransferAccounts(), 'between'))).toBe(true);
    expect(canTransfer(transferChoices(jackTransferAccounts(), 'between'))).toBe(false);
    expect(canTransfer(transferChoices(tamaTransferAccounts(), 'between'))).toBe(false);
    expect(canTransfer(transferChoices(tamaTransferAccounts(), 'top-up'))).toBe(false);
    expect(canTransfer(transferChoices(jackTransferAccounts(), 'top-up'))).toBe(false);
  });
});
