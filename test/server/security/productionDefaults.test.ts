import { buildApp } from '../../../server/app/buildApp';
import { readConfig } from '../../../server/platform/config';
import { prepareDatabase } from '../../../server/app/prepareDatabase';
import { freshDatabase } from '../../support/freshDatabase';
import { BASIC, FORM, PASSWORD } from '../../support/sessionSandbox';

describe('a production database', () => {
  it('gets no demo customers (they share a published password)', async () => {
    const config = { ...readConfig({ NODE_ENV: 'production', DATA_DIR: ':memory:', SEED_ADDRESSES: 'false' }), databaseUrl: undefined };
    const db = await prepareDatabase(config);
    try {
      const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM customers');
      expect(rows[0]?.count).toBe(0);
      const accounts = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM accounts');
      expect(accounts.rows[0]?.count).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe('the request log (LOG_REQUESTS=true)', () => {
  it('holds no token, password, refresh cookie or one-time code', async () => {
    const fresh = await freshDatabase();
    const lines: string[] = [];
    const printed: string[] = [];
    const spy = jest.spyOn(console, 'log').mockImplementation((...args: unknown[]) => { printed.push(args.join(' ')); });
    // Production-like: no development endpoints, so the code is "sent" through the app's own writer.
    const config = { ...readConfig({ LOG_REQUESTS: 'true' }), dataDir: null, port: 0 };
    const app = await buildApp({ db: fresh.db, config, logger: true, logStream: { write: (line) => { lines.push(line); } } });
    try {
      const token = (form: Record<string, string>, headers: Record<string, string> = {}) => app.inject({
        method: 'POST', url: '/token', payload: new URLSearchParams(form).toString(), headers: { 'content-type': FORM, authorization: BASIC, ...headers },
      });
      const login = await token({ grant_type: 'password', username: '1000007', password: PASSWORD });
      expect(login.statusCode).toBe(200);
      const accessToken: string = login.json().access_token;
      const refreshToken = String(login.headers['set-cookie']).split(';')[0]!.slice('SessionStore='.length);
      await token({ grant_type: 'password', username: '1000001', password: 'Wrong-password-99' });
      const refreshed = await token({ grant_type: 'refresh_token', refresh_token: 'cookie' }, { cookie: `SessionStore=${refreshToken}` });
      const rotated = String(refreshed.headers['set-cookie']).split(';')[0]!.slice('SessionStore='.length);
      const bearer = { authorization: `Bearer ${accessToken}` };
      await app.inject({ url: '/api/accounts', headers: bearer });
      const challenge = await app.inject({
        method: 'POST', url: '/api/security/password', headers: bearer, payload: { currentPassword: PASSWORD, newPassword: 'Harbour-Bridge-42' },
      });
      expect(challenge.json()).toMatchObject({ NativeErrorCode: 6002 });
      // The code is known only to the database's HMAC: try it as an attacker would, wrongly, through the log.
      await token({ grant_type: 'escalation', ChallengeResponse: '123456', authenticationSubType: 'escalate' },
        { cookie: `SessionStore=${rotated}`, 'x-operation-id': challenge.json().operationId });

      const log = lines.join('');
      expect(log).toContain('"url":"/token"');
      expect(log).toContain('"url":"/api/accounts"');
      for (const secret of [PASSWORD, 'Wrong-password-99', 'Harbour-Bridge-42', accessToken, refreshToken, rotated, '123456']) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toMatch(/Bearer|SessionStore=/i);
      const everything = `${log}\n${printed.join('\n')}`;
      expect(printed.join('\n')).toContain('SMS to 021 *** 0707');
      expect(everything.replace(/"(time|pid|responseTime|remotePort)":[\d.]+/g, '')).not.toMatch(/\b\d{6}\b/);
    } finally {
      spy.mockRestore();
      await app.close();
      await fresh.drop();
    }
  });
});
