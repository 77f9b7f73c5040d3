import type { CardService } from '../../../../src/features/cards/core/ports/CardService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';

export interface CardServiceSubject {
  /** Logged in as Aroha (1000001) on a fresh database: a debit card, then a credit card. */
  aroha: CardService;
  /** Logged in as Jack (1000004): one debit card. */
  jack: CardService;
  anonymous: CardService;
  /** Passes the SMS safeguard for this operation as Aroha (she typed the code texted to her mobile). */
  escalate(operationId: string): Promise<void>;
}

/** Reports as the client does: asked for the safeguard (403 6002), escalated, the same report again with the operation. */
async function reportWithStepUp(subject: CardServiceSubject, id: string, reason: 'lost' | 'stolen') {
  const asked = await subject.aroha.reportLostOrStolen(id, reason).catch((error: unknown) => error);
  expect(asked).toMatchObject({ status: 403, nativeErrorCode: 6002 });
  const { operationId } = (asked as ApiError).response as { operationId: string };
  await subject.escalate(operationId);
  return subject.aroha.reportLostOrStolen(id, reason, operationId);
}

export function describeCardServiceContract(name: string, make: () => Promise<CardServiceSubject>) {
  describe(`${name} honours the CardService contract`, () => {
    let subject: CardServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it('lists the customer\'s debit and credit cards', async () => {
      const cards = await subject.aroha.list();
      expect(cards.map((c) => [c.kind, c.accountName, c.status])).toEqual([['debit', 'Everyday', 'active'], ['credit', 'Kōwhai Visa', 'active']]);
      for (const card of cards) {
        expect(card.last4).toMatch(/^\d{4}$/);
        expect(card.expires).toMatch(/^\d\d\/\d\d$/);
      }
    });

    it('freezes and unfreezes, answering the card as it now is', async () => {
      const [debit] = await subject.aroha.list();
      await expect(subject.aroha.freeze(debit!.id)).resolves.toMatchObject({ id: debit!.id, status: 'frozen' });
      expect((await subject.aroha.list())[0]?.status).toBe('frozen');
      await expect(subject.aroha.unfreeze(debit!.id)).resolves.toMatchObject({ status: 'active' });
    });

    it('replaces a lost card: the old one is gone, the new one active on the same account', async () => {
      const [debit, credit] = await subject.aroha.list();
      expect((await subject.aroha.list()).map((c) => c.status)).toEqual(['active', 'active']);
      const replacement = await reportWithStepUp(subject, debit!.id, 'lost');
      expect(replacement).toMatchObject({ kind: 'debit', accountName: 'Everyday', status: 'active' });
      expect(replacement.id).not.toBe(debit!.id);
      expect((await subject.aroha.list()).map((c) => c.id).sort()).toEqual([credit!.id, replacement.id].sort());
      await expect(subject.aroha.freeze(debit!.id)).rejects.toMatchObject({ status: 409 });
    });

    it("cannot touch another customer's card (404)", async () => {
      const [debit] = await subject.aroha.list();
      await expect(subject.jack.freeze(debit!.id)).rejects.toMatchObject({ status: 404 });
      await expect(subject.jack.reportLostOrStolen(debit!.id, 'stolen')).rejects.toMatchObject({ status: 404 });
      expect((await subject.aroha.list())[0]).toMatchObject({ id: debit!.id, status: 'active' });
    });

    it('refuses a caller without a token with NativeErrorCode 7009', async () => {
      const failure = await subject.anonymous.list().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 401, nativeErrorCode: 7009 });
    });
  });
}
