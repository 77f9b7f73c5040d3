import { ageOn } from '../../../contract/rules/AucklandDate';
import { sandboxToday } from '../../support/sandboxTime';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { loginAs } from '../../support/loginAs';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const get = (authorization: string, url: string) => sandbox.app.inject({ url, headers: { authorization } });
const CLAIM = { kind: 'trauma', eventDate: '2026-10-02', description: 'Diagnosed after a hospital stay in October.', contactPhone: '021 555 0101' };
const lodge = (authorization: string, id: string, body: unknown = CLAIM) => sandbox.app.inject({
  method: 'POST', url: `/api/insurance/policies/${id}/claims`, headers: { authorization, 'content-type': 'application/json' }, payload: JSON.stringify(body),
});

describe('insurance', () => {
  it('serves the product content to anyone', async () => {
    const response = await sandbox.app.inject({ url: '/api/bundles/open/insurance' });
    expect(response.statusCode).toBe(200);
    expect(response.json().learnMoreUrl).toBe('https://www.kowhaibank.co.nz/insurance');
  });

  it("lists Aroha's life policy and her date of birth", async () => {
    const response = await get(await loginAs(sandbox.app, '1000001'), '/api/insurance/policies');
    expect(response.json()).toEqual({
      dateOfBirth: '1992-03-14',
      policies: [{ id: 'LIFE-1000001-1', product: 'life', name: 'Life insurance', policyNumber: 'KL-204 118 563',
        coverCents: 50_000_000, premiumCents: 4682, premiumFrequency: 'monthly', nextDueDate: '2026-12-01' }],
    });
  });

  it('lists no policies for Jack and Sophie', async () => {
    expect((await get(await loginAs(sandbox.app, '1000004'), '/api/insurance/policies')).json().policies).toEqual([]);
    // Sophie is 17 on every date (her birthday is seeded relative to the clock): too young for cover.
    const sophie = (await get(await loginAs(sandbox.app, '1000005'), '/api/insurance/policies')).json();
    expect(sophie.policies).toEqual([]);
    expect(ageOn(sophie.dateOfBirth, await sandboxToday(sandbox.db))).toBe(17);
  });

  it('shows a policy to its owner only', async () => {
    const mine = await get(await loginAs(sandbox.app, '1000001'), '/api/insurance/policies/LIFE-1000001-1');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().insuredPeople).toEqual([
      { name: 'Aroha Ngata', role: 'Policy owner and life insured' }, { name: 'Wiremu Ngata', role: 'Life insured' }]);
    expect(mine.json().documents).toHaveLength(2);
    const theirs = await get(await loginAs(sandbox.app, '1000004'), '/api/insurance/policies/LIFE-1000001-1');
    expect(theirs.statusCode).toBe(404);
    expect((await lodge(await loginAs(sandbox.app, '1000004'), 'LIFE-1000001-1')).statusCode).toBe(404);
  });

  it('records a claim and shows it on the policy', async () => {
    const aroha = await loginAs(sandbox.app, '1000001');
    const response = await lodge(aroha, 'LIFE-1000001-1');
    expect(response.statusCode).toBe(200);
    const { reference } = response.json();
    expect(reference).toMatch(/^CLM-[0-9A-F]{6}$/);
    const claims = (await get(aroha, '/api/insurance/policies/LIFE-1000001-1')).json().claims;
    expect(claims).toEqual([{ reference, kind: 'trauma', eventDate: '2026-10-02', lodgedAt: expect.any(String) }]);
  });

  it('refuses a claim dated in the future or too short a description', async () => {
    const aroha = await loginAs(sandbox.app, '1000001');
    expect((await lodge(aroha, 'LIFE-1000001-1', { ...CLAIM, eventDate: '2999-01-01' })).statusCode).toBe(400);
    const short = await lodge(aroha, 'LIFE-1000001-1', { ...CLAIM, description: 'Hurt' });
    expect(short.statusCode).toBe(400);
    expect(short.json().NativeErrorCode).toBe(4010);
  });

  it('needs a login', async () => {
    expect((await sandbox.app.inject({ url: '/api/insurance/policies' })).statusCode).toBe(401);
  });
});
