import { cardLabel, cardStatusText, isFrozen } from '../../../../src/features/cards/core/domain/Card';
import { ActivateCard } from '../../../../src/features/cards/core/use-cases/ActivateCard';
import { SetCardControl } from '../../../../src/features/cards/core/use-cases/SetCardControl';
import { ReportLostOrStolen, type Safeguard } from '../../../../src/features/cards/core/use-cases/ReportLostOrStolen';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';
import type { ApiError } from '../../../../src/kernel/domain/ApiError';
import { SetCardFrozen } from '../../../../src/features/cards/core/use-cases/SetCardFrozen';
import { AROHA_CARDS, AROHA_NEW_CARD, FakeCardService } from '../fakes/FakeCardService';

describe('cards', () => {
  it('names a card by kind and ending', () => {
    expect(cardLabel({ kind: 'debit', last4: '4001' })).toBe('Visa Debit ending 4001');
    expect(cardLabel({ kind: 'credit', last4: '7001' })).toBe('Visa Credit ending 7001');
    expect(isFrozen({ status: 'frozen' })).toBe(true);
    expect(isFrozen({ status: 'active' })).toBe(false);
    expect(cardLabel({ kind: 'credit', last4: null })).toBe('New Visa Credit card');
    expect(cardStatusText({ status: 'active', activated: false })).toBe('Not activated yet');
  });

  it('freezes and unfreezes with one switch', async () => {
    const cards = new FakeCardService();
    const setFrozen = new SetCardFrozen(cards);
    await expect(setFrozen.execute({ id: 'card-1000001-1', frozen: true })).resolves.toMatchObject({ status: 'frozen' });
    await expect(setFrozen.execute({ id: 'card-1000001-1', frozen: false })).resolves.toMatchObject({ status: 'active' });
  });

  it('reports a stolen card and answers the list with the replacement in its place', async () => {
    const cards = new FakeCardService();
    const { replacement, cards: after } = await new ReportLostOrStolen(cards).execute({ card: AROHA_CARDS[0]!, reason: 'stolen', currentPassword: 'Kowhai-2026!' });
    expect(after.map((c) => c.id)).toEqual(['card-1000001-5', 'card-1000001-5-new', replacement.id]);
    expect(replacement).toMatchObject({ activated: false, last4: null });
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
    const { replacement } = await new ReportLostOrStolen(cards, passing).execute({ card: AROHA_CARDS[0]!, reason: 'lost', currentPassword: 'Kowhai-2026!' });
    expect(seen).toEqual([undefined, 'op-1']);
    expect(replacement).toMatchObject({ status: 'active', activated: false });
  });

  it('cancels nothing when the safeguard is not passed', async () => {
    const cards = new FakeCardService();
    cards.safeguard = new FakeSafeguard();
    await expect(new ReportLostOrStolen(cards, (operation) => operation()).execute({ card: AROHA_CARDS[0]!, reason: 'lost', currentPassword: 'Kowhai-2026!' }))
      .rejects.toMatchObject({ status: 403, nativeErrorCode: 6002 });
    expect((await cards.list()).map((c) => c.status)).toEqual(['active', 'active', 'active']);
  });

  describe('activating a new card', () => {
    it('says what is wrong with the typing at the field, and costs no try', async () => {
      const cards = new FakeCardService();
      const activate = new ActivateCard(cards);
      await expect(activate.execute({ id: 'card-1000001-5-new', printed: { last4: '61', expires: '2030' } })).resolves.toEqual({
        ok: false, fieldErrors: { last4: 'Enter the last 4 digits of the card number, like 1234', expires: 'Enter the expiry date as it is on the card, like 08/29' },
      });
      await expect(activate.execute({ id: 'card-1000001-5-new', printed: { last4: ' 6001 ', expires: AROHA_NEW_CARD.expires } }))
        .resolves.toMatchObject({ ok: true, card: { activated: true, last4: '6001' } });
    });

    it('refuses details that do not match, then locks after the third', async () => {
      const cards = new FakeCardService();
      const activate = new ActivateCard(cards);
      const wrong = { id: 'card-1000001-5-new', printed: { last4: '1234', expires: AROHA_NEW_CARD.expires } };
      await expect(activate.execute(wrong)).rejects.toMatchObject({ status: 400, response: { message: expect.stringContaining('You have 2 more tries.') } });
      await expect(activate.execute(wrong)).rejects.toMatchObject({ status: 400, response: { message: expect.stringContaining('You have 1 more try.') } });
      await expect(activate.execute(wrong)).rejects.toMatchObject({ status: 409, response: { message: expect.stringContaining('can no longer be activated online') } });
      await expect(activate.execute({ id: wrong.id, printed: AROHA_NEW_CARD })).rejects.toMatchObject({ status: 409 });
      expect((await cards.list()).find((c) => c.id === wrong.id)).toMatchObject({ activated: false, activationLocked: true });
    });
  });

  describe('online and overseas purchases', () => {
    it('turns a switch on and off for a working card', async () => {
      const cards = new FakeCardService();
      const control = new SetCardControl(cards);
      const [debit] = await cards.list();
      await expect(control.execute({ card: debit!, control: 'overseasPurchases', on: true })).resolves.toMatchObject({ ok: true, card: { overseasPurchases: true } });
      await expect(control.execute({ card: debit!, control: 'onlinePurchases', on: false })).resolves.toMatchObject({ ok: true, card: { onlinePurchases: false } });
    });

    it('refuses to turn one on for a frozen or not yet activated card, in words', async () => {
      const cards = new FakeCardService();
      const control = new SetCardControl(cards);
      const frozen = await cards.freeze('card-1000001-1');
      await expect(control.execute({ card: frozen, control: 'onlinePurchases', on: true }))
        .resolves.toEqual({ ok: false, problem: 'Unfreeze this card before you turn on online or overseas purchases.' });
      const fresh = (await cards.list()).find((c) => !c.activated)!;
      await expect(control.execute({ card: fresh, control: 'overseasPurchases', on: true }))
        .resolves.toEqual({ ok: false, problem: 'Activate this card before you turn on online or overseas purchases.' });
      // Turning one off only makes a card safer: allowed whatever its state.
      await expect(control.execute({ card: frozen, control: 'onlinePurchases', on: false })).resolves.toMatchObject({ ok: true });
    });
  });
});
