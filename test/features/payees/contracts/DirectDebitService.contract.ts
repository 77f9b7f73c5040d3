import type { DirectDebitService } from '../../../../src/features/payees/core/ports/DirectDebitService';

export interface DirectDebitSubject {
  /** Aroha (1000001): one authority, Southern Cross Health on her Bills account. */
  debits: DirectDebitService;
  /** Jack (1000004): none. */
  other: DirectDebitService;
}

export function describeDirectDebitServiceContract(name: string, make: () => Promise<DirectDebitSubject>) {
  describe(`${name} honours the DirectDebitService contract`, () => {
    it("lists Aroha's authority with the account it debits", async () => {
      const { debits } = await make();
      expect(await debits.list()).toEqual([expect.objectContaining({
        initiatorName: 'Southern Cross Health', accountName: 'Bills', authorisationCode: '0571203', reference: 'Policy 88123',
      })]);
    });

    it('cancels an authority; another customer cannot', async () => {
      const { debits, other } = await make();
      const [authority] = await debits.list();
      expect(await other.list()).toEqual([]);
      await expect(other.cancel(authority!.id)).rejects.toMatchObject({ status: 404 });
      await debits.cancel(authority!.id);
      expect(await debits.list()).toEqual([]);
      await expect(debits.cancel(authority!.id)).rejects.toMatchObject({ status: 404 });
    });
  });
}
