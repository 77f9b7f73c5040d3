import type { OpenApplyCatalogue } from '../../../../src/features/apply/core/ports/OpenApplyCatalogue';

/** What every OpenApplyCatalogue honours: the fake and the real adapter on the sandbox. */
export function describeOpenApplyCatalogueContract(name: string, make: () => Promise<OpenApplyCatalogue>) {
  describe(`${name} honours the OpenApplyCatalogue contract`, () => {
    it('lists products by section, each starting in the apply area, each once', async () => {
      const sections = await (await make()).menu();
      expect(sections.map((s) => s.title).every(Boolean)).toBe(true);
      const products = sections.flatMap((s) => s.items);
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        expect(product.href).toMatch(/^\/apply\//);
        expect(product.title).not.toBe('');
      }
      expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    });

    it("lists the customer's actions as in-app links (none for a customer with full contact details)", async () => {
      const actions = await (await make()).customerActions();
      expect(Array.isArray(actions)).toBe(true);
      for (const action of actions) expect(action.href).toMatch(/^\//);
    });

    it('lists the insurance products to apply for, each named once', async () => {
      const products = await (await make()).insuranceProducts();
      expect(products.length).toBeGreaterThan(0);
      expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
      for (const product of products) expect(product.name).not.toBe('');
    });

    it("lists the customer's accounts with whole-cent balances", async () => {
      const accounts = await (await make()).ownAccounts();
      expect(accounts.length).toBeGreaterThan(0);
      for (const account of accounts) {
        expect(Number.isInteger(account.balanceCents)).toBe(true);
        expect(account.creditLimitCents === null || Number.isInteger(account.creditLimitCents)).toBe(true);
      }
    });
  });
}
