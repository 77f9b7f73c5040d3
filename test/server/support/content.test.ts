import { startSandbox, type Sandbox } from '../../support/startSandbox';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

const get = (url: string) => sandbox.app.inject({ url });

describe('content API', () => {
  it('serves the privacy statement and 404s an unknown token', async () => {
    expect((await get('/api/content/pages/privacy-statement')).json()).toMatchObject({ title: 'Privacy statement' });
    expect((await get('/api/content/pages/constructor')).statusCode).toBe(404);
  });

  it('serves FAQs, branches with opening hours, and the contact channels', async () => {
    expect((await get('/api/content/faqs')).json().length).toBeGreaterThan(5);
    const branches = (await get('/api/content/branches')).json();
    expect(branches[0]).toMatchObject({ name: 'Auckland Central', hours: expect.arrayContaining([{ day: 1, opens: '09:00', closes: '17:00' }]) });
    const contact = (await get('/api/content/contact')).json();
    expect(contact.phones.map((p: { number: string }) => p.number)).toContain('+64 4 831 0800');
  });

  it('serves the Open & Apply menu', async () => {
    const menu = (await get('/api/menu/openApply/web')).json();
    expect(menu.sections.map((s: { title: string }) => s.title)).toEqual(['Open', 'Apply']);
  });

  it("states the personal loan's range as the loan's own rule does (one range on every page)", async () => {
    const { LOAN_AMOUNT } = await import('../../../contract/rules/LendingApplication');
    const { formatWholeDollars } = await import('../../../contract/rules/Money');
    const menu = (await get('/api/menu/openApply/web')).json();
    const loan = menu.sections.flatMap((s: { items: { id: string; description: string }[] }) => s.items).find((i: { id: string }) => i.id === 'personal-loan');
    expect(loan.description).toContain(`${formatWholeDollars(LOAN_AMOUNT.min)} to ${formatWholeDollars(LOAN_AMOUNT.max)}`);
    expect(formatWholeDollars(LOAN_AMOUNT.min)).toBe('$1,000');
  });

  it('publishes every product route in the OpenAPI document', async () => {
    const paths = Object.keys((await get('/api/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/cccfa-remediation/bundle', '/api/cccfa-remediation/verify', '/api/cccfa-remediation/submit',
      '/api/bundles/open/insurance', '/api/insurance/policies', '/api/insurance/policies/{id}', '/api/insurance/policies/{id}/claims',
      '/api/kiwisaver/landing', '/api/content/pages/{token}', '/api/content/faqs', '/api/content/branches', '/api/content/contact',
      '/api/menu/openApply/web',
    ]));
  });
});
