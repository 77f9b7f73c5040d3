import { withoutSecrets } from '../../../server/platform/securityLog/securityLog';
import { PASSWORD, apiGet, escalatedToken, login, oneTimeCodeFor, sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';

// The "classic" takeover seen from the log's side: a stolen session adds the
// fraudster's mobile to a customer who had none. The notice must reach the customer where they
// could be reached BEFORE the change (their email), never only the number just added.

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 120_000);
afterAll(async () => { await sandbox.close(); });

const post = (url: string, token: string, body: unknown) => sandbox.app.inject({
  method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: JSON.stringify(body),
});

describe('security notices', () => {
  it("a first mobile added to Liam (no mobile before) is announced by email, not to the new number", async () => {
    const session = await login(sandbox.app, '1000002');
    const sent = await post('/api/contact/codes', session.accessToken, { channel: 'sms', to: '+64 22 555 0299' });
    const { operationId } = sent.json();
    const code = await oneTimeCodeFor(sandbox.app, operationId);
    const body = { type: 'Mobile', number: '022 555 0299', operationId, code, currentPassword: PASSWORD };
    // The step-up code goes to his email (no mobile before); then the change is made.
    const stepUp = (await post('/api/contact/phones', session.accessToken, body)).json().operationId as string;
    const escalated = await escalatedToken(sandbox.app, session, stepUp);
    const smsBefore = sandbox.sms.length;
    const added = await sandbox.app.inject({
      method: 'POST', url: '/api/contact/phones', payload: JSON.stringify(body),
      headers: { authorization: `Bearer ${escalated}`, 'content-type': 'application/json', 'x-operation-id': stepUp },
    });
    expect(added.statusCode).toBe(204);
    const notices = sandbox.sms.slice(smsBefore);
    expect(notices).toEqual([expect.stringMatching(/^Email to \*\*\*.{4}: Kōwhai Bank: Your mobile number was changed\. Not you\? Call us on/)]);
    expect(notices.join('\n')).not.toContain('0299');
    const { rows } = await sandbox.db.query<{ channel: string }>(
      "SELECT channel FROM alert_deliveries WHERE customer_number = '1000002' AND kind = 'security-notice'");
    expect(rows.map((r) => r.channel)).toEqual(['email']);
    const inbox = (await apiGet(sandbox.app, '/api/messages', session.accessToken)).json();
    expect(JSON.stringify(inbox)).toContain('Your mobile number was changed');
    const activity = (await apiGet(sandbox.app, '/api/security/activity', session.accessToken)).json();
    expect(activity.events[0]).toMatchObject({ kind: 'mobile-changed', thisDevice: true });
  });
});

describe('withoutSecrets', () => {
  it('drops any key that may name a secret, whatever its value, and cuts long strings', () => {
    expect(withoutSecrets({
      password: 'x', currentPassword: 'y', code: '123456', ChallengeResponse: '1', accessToken: 't', refresh_token: 'r', pin: '1234',
      answer: 'a', cookie: 'c', payeeId: 'p-1', amountCents: 100, name: 'n'.repeat(500),
    })).toEqual({ payeeId: 'p-1', amountCents: 100, name: 'n'.repeat(120) });
  });
});

describe('every event type the server logs has words on the customer\'s Security page', () => {
  it('describes each one in its own words, not the fallback', async () => {
    const { SECURITY_EVENT_TYPES } = await import('../../../server/platform/securityLog/securityEvents');
    const { describeActivity } = await import('../../../src/features/security/core/domain/SecurityActivity');
    expect(SECURITY_EVENT_TYPES.filter((type) => describeActivity(type).startsWith('Security event'))).toEqual([]);
  });
});
