import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { loginAs } from '../../support/loginAs';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const landing = async (customer: string) =>
  sandbox.app.inject({ url: '/api/kiwisaver/landing', headers: { authorization: await loginAs(sandbox.app, customer) } });

describe('GET /api/kiwisaver/landing', () => {
  it("answers Aroha's own fund, balance and this year's government contribution", async () => {
    const { member, joinPath } = (await landing('1000001')).json();
    expect(joinPath).toBe('/apply/open-a/kiwisaver');
    expect(member).toMatchObject({
      fund: 'Growth Fund', balanceCents: 4_231_877, contributionRatePercent: 4, joinedDate: '2015-02-10',
      memberContributionsThisYearCents: 98_640, governmentContributionThisYearCents: 24_660, maxGovernmentContributionCents: 26_072,
      firstHome: { eligible: true, withdrawableCents: 4_131_877 },
    });
    expect(member.history).toHaveLength(24);
    expect(member.history.at(-1).balanceCents).toBe(4_231_877);
  });

  it("answers Tama's, not Aroha's, to Tama", async () => {
    expect((await landing('1000006')).json().member).toMatchObject({ fund: 'Conservative Fund', balanceCents: 12_876_450 });
  });

  it('answers no membership to a customer without KiwiSaver', async () => {
    expect((await landing('1000004')).json().member).toBeNull();
  });

  it('needs a login', async () => {
    expect((await sandbox.app.inject({ url: '/api/kiwisaver/landing' })).statusCode).toBe(401);
  });
});
