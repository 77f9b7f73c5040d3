import { cardLabel, isFrozen } from '../../../../src/features/cards/core/domain/Card';
import { ReportLostOrStolen, type Safeguard } from '../../../../src/features/cards/core/use-cases/ReportLostOrStolen';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';
import type { ApiError } from '../../../../src/kernel/domain/ApiError';
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

  it('runs the report under the safeguard: the retry names the escalated operation', async () => {
    const cards = new FakeCardService();
    const safeguard = new FakeSafeguard();
    cards.safeguard = safeguard;
    const seen: Array<string | undefined> = [];
    const passing: Safeguard = async (operation) => {
      try {
        seen.push(undefined);
        return await operation();
      } catch (error) {
        const { operationId } = (error as ApiError).response as { operationId: string };
        safeguard.verify(operationId, safeguard.codeFor(operationId) ?? '');
        seen.push(operationId);
        return operation(operationId);
      }
    };
    const { replacement } = await new ReportLostOrStolen(cards, passing).execute({ card: AROHA_CARDS[0]!, reason: 'lost' });
    expect(seen).toEqual([undefined, 'op-1']);
    expect(replacement.status).toBe('active');
  });

  it('cancels nothing when the safeguard is not passed', async () => {
    const cards = new FakeCardService();
    cards.safeguard = new FakeSafeguard();
    await expect(new ReportLostOrStolen(cards, (operation) => operation()).execute({ card: AROHA_CARDS[0]!, reason: 'lost' }))
      .rejects.toMatchObject({ status: 403, nativeErrorCode: 6002 });
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active']);
  });
});
