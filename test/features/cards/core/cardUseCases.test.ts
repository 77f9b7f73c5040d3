import { cardLabel, isFrozen } from '../../../../src/features/cards/core/domain/Card';
import { ReportLostOrStolen } from '../../../../src/features/cards/core/use-cases/ReportLostOrStolen';
import { SetCardFrozen } from '../../../../src/features/cards/core/use-cases/SetCardFrozen';
import { AROHA_CARDS, FakeCardService } from '../fakes/FakeCardService';

describe('cards', () => {
  it('names a card by kind and ending', () => {
    expect(cardLabel({ kind: 'debit', last4: '4001' })).toBe('Visa Debit ending 4001');
    expect(cardLabel({ kind: 'credit', last4: '7001' })).toBe('Visa Credit ending 7001');
    expect(isFrozen({ status: 'frozen' })).toBe(true);
    expect(isFrozen({ status: 'active' })).toBe(false);
  });

  it('freezes and unfreezes with one switch', async () => {
    const cards = new FakeCardService();
    const setFrozen = new SetCardFrozen(cards);
    await expect(setFrozen.execute({ id: 'card-1000001-1', frozen: true })).resolves.toMatchObject({ status: 'frozen' });
    await expect(setFrozen.execute({ id: 'card-1000001-1', frozen: false })).resolves.toMatchObject({ status: 'active' });
  });

  it('reports a stolen card and answers the list with the replacement in its place', async () => {
    const cards = new FakeCardService();
    const { replacement, cards: after } = await new ReportLostOrStolen(cards).execute({ card: AROHA_CARDS[0]!, reason: 'stolen' });
    expect(after.map((c) => c.id)).toEqual(['card-1000001-5', replacement.id]);
  });
});
