import type { CardService } from '../../../../src/features/cards/core/ports/CardService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface CardServiceSubject {
  /** Logged in as Aroha (1000001, or a customer shaped as her): a debit card, a credit card, and its replacement waiting for activation. */
  aroha: CardService;
  /** Logged in as Jack (1000004, or a customer shaped as him): one debit card. */
  jack: CardService;
  anonymous: CardService;
  /** Passes the SMS safeguard for this operation as Aroha (she typed the code texted to her mobile). */
  escalate(operationId: string): Promise<void>;
  /** What is printed on Aroha's new card (the customer reads it off the card in her hand). */
  printedOnNewCard(): Promise<{ last4: string; expires: string }>;
}

/** Every demo customer's password. */
const PASSWORD = 'Kowhai-2026!';

/** Reports as the client does: asked for the safeguard (403 6002), escalated, the same report again with the operation. */
async function reportWithStepUp(subject: CardServiceSubject, id: string, reason: 'lost' | 'stolen') {
  const asked = await subject.aroha.reportLostOrStolen(id, reason, PASSWORD).catch((error: unknown) => error);
  expect(asked).toMatchObject({ status: 403, nativeErrorCode: 6002 });
  const { operationId } = (asked as ApiError).response as { operationId: string };
  await subject.escalate(operationId);
  return subject.aroha.reportLostOrStolen(id, reason, PASSWORD, operationId);
}

export function describeCardServiceContract(name: string, make: () => Promise<CardServiceSubject>) {
  describe(`${name} honours the CardService contract`, () => {
    let subject: CardServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('lists the customer\'s debit and credit cards, and the new card without its number or expiry', async () => {
      const cards = await subject.aroha.list();
      expect(cards.map((c) => [c.kind, c.accountName, c.status, c.activated])).toEqual([
        ['debit', 'Everyday', 'active', true], ['credit', 'Kōwhai Visa', 'active', true], ['credit', 'Kōwhai Visa', 'active', false],
      ]);
      for (const card of cards.slice(0, 2)) {
        expect(card.last4).toMatch(/^\d{4}$/);
        expect(card.expires).toMatch(/^\d\d\/\d\d$/);
        expect(card).toMatchObject({ onlinePurchases: true, overseasPurchases: false, activationLocked: false });
      }
      expect(cards[2]).toMatchObject({ last4: null, expires: null });
    });

    it('activates the new card with what is printed on it; the card it replaces is cancelled', async () => {
      const before = await subject.aroha.list();
      const fresh = before.find((c) => !c.activated)!;
      const debit = before.find((c) => c.kind === 'debit')!;
      const printed = await subject.printedOnNewCard();
      await expect(subject.aroha.activate(fresh.id, { last4: printed.last4 === '0000' ? '1111' : '0000', expires: printed.expires }))
        .rejects.toMatchObject({ status: 400, response: { message: expect.stringContaining('You have 2 more tries.') } });
      await expect(subject.aroha.activate(fresh.id, printed)).resolves.toMatchObject({ id: fresh.id, activated: true, last4: printed.last4, expires: printed.expires });
      // Aroha's customer number is the subject's (a clone's on the sandbox): the ids are read from her list.
      expect((await subject.aroha.list()).map((c) => c.id)).toEqual([debit.id, fresh.id]);
      await expect(subject.aroha.activate(fresh.id, printed)).rejects.toMatchObject({ status: 409, response: { message: 'This card is already active.' } });
    });

    it('locks activation after three tries that do not match, even with the right details after', async () => {
      const fresh = (await subject.aroha.list()).find((c) => !c.activated)!;
      const printed = await subject.printedOnNewCard();
      const wrong = { last4: printed.last4, expires: printed.expires === '01/40' ? '02/40' : '01/40' };
      await expect(subject.aroha.activate(fresh.id, wrong)).rejects.toMatchObject({ status: 400 });
      await expect(subject.aroha.activate(fresh.id, wrong)).rejects.toMatchObject({ status: 400, response: { message: expect.stringContaining('1 more try.') } });
      await expect(subject.aroha.activate(fresh.id, wrong)).rejects.toMatchObject({ status: 409, response: { message: expect.stringContaining('can no longer be activated online') } });
      await expect(subject.aroha.activate(fresh.id, printed)).rejects.toMatchObject({ status: 409 });
      expect((await subject.aroha.list()).find((c) => c.id === fresh.id)).toMatchObject({ activated: false, activationLocked: true });
    });

    it('sets online and overseas purchases, refusing to turn one on for a frozen or inactive card', async () => {
      const [debit, , fresh] = await subject.aroha.list();
      await expect(subject.aroha.setControl(debit!.id, 'overseasPurchases', true)).resolves.toMatchObject({ overseasPurchases: true, onlinePurchases: true });
      await expect(subject.aroha.setControl(debit!.id, 'onlinePurchases', false)).resolves.toMatchObject({ onlinePurchases: false, overseasPurchases: true });
      await subject.aroha.freeze(debit!.id);
      await expect(subject.aroha.setControl(debit!.id, 'onlinePurchases', true))
        .rejects.toMatchObject({ status: 409, response: { message: 'Unfreeze this card before you turn on online or overseas purchases.' } });
      await expect(subject.aroha.setControl(fresh!.id, 'overseasPurchases', true))
        .rejects.toMatchObject({ status: 409, response: { message: 'Activate this card before you turn on online or overseas purchases.' } });
      expect((await subject.aroha.list())[0]).toMatchObject({ onlinePurchases: false, overseasPurchases: true });
    });

    it('freezes and unfreezes, answering the card as it now is', async () => {
      const [debit] = await subject.aroha.list();
      await expect(subject.aroha.freeze(debit!.id)).resolves.toMatchObject({ id: debit!.id, status: 'frozen' });
      expect((await subject.aroha.list())[0]?.status).toBe('frozen');
      await expect(subject.aroha.unfreeze(debit!.id)).resolves.toMatchObject({ status: 'active' });
    });

    it('replaces a lost card: the old one is gone, the new one active on the same account', async () => {
      const [debit, credit, fresh] = await subject.aroha.list();
      const replacement = await reportWithStepUp(subject, debit!.id, 'lost');
      expect(replacement).toMatchObject({ kind: 'debit', accountName: 'Everyday', status: 'active', activated: false, last4: null });
      expect(replacement.id).not.toBe(debit!.id);
      expect((await subject.aroha.list()).map((c) => c.id).sort()).toEqual([credit!.id, fresh!.id, replacement.id].sort());
      await expect(subject.aroha.freeze(debit!.id)).rejects.toMatchObject({ status: 409 });
    });

    it('orders no replacement without the current password: 400 on the password, no safeguard asked, the card as it was', async () => {
      const [debit] = await subject.aroha.list();
      for (const password of ['', 'Not-it-at-all-1']) {
        await expect(subject.aroha.reportLostOrStolen(debit!.id, 'lost', password))
          .rejects.toMatchObject({ status: 400, response: { message: 'Your current password is incorrect.' } });
      }
      expect((await subject.aroha.list())[0]).toMatchObject({ id: debit!.id, status: 'active' });
    });

    it("cannot touch another customer's card (404)", async () => {
      const [debit] = await subject.aroha.list();
      await expect(subject.jack.freeze(debit!.id)).rejects.toMatchObject({ status: 404 });
      await expect(subject.jack.reportLostOrStolen(debit!.id, 'stolen', PASSWORD)).rejects.toMatchObject({ status: 404 });
      await expect(subject.jack.setControl(debit!.id, 'overseasPurchases', true)).rejects.toMatchObject({ status: 404 });
      const fresh = (await subject.aroha.list()).find((c) => !c.activated)!;
      await expect(subject.jack.activate(fresh.id, await subject.printedOnNewCard())).rejects.toMatchObject({ status: 404 });
      expect((await subject.aroha.list()).find((c) => c.id === fresh.id)).toMatchObject({ activated: false });
      expect((await subject.aroha.list())[0]).toMatchObject({ id: debit!.id, status: 'active', overseasPurchases: false });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
