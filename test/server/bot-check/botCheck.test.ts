import { createHash } from 'node:crypto';
import { hasLeadingZeroBits, proofInput } from '../../../contract/rules/ProofOfWork';
import { verifyBotProof } from '../../../server/bot-check/botCheck';
import { sessionSandbox, type SessionSandbox } from '../../support/sessionSandbox';
import { solvedBotProof } from '../../support/botProof';

let sandbox: SessionSandbox;
beforeAll(async () => { sandbox = await sessionSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

describe('the bot check (a server-issued proof of work)', () => {
  it('issues a fresh puzzle each time, not cached', async () => {
    const a = await sandbox.app.inject({ method: 'GET', url: '/api/bot-check/challenge' });
    const b = await sandbox.app.inject({ method: 'GET', url: '/api/bot-check/challenge' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json().challengeId).not.toBe(b.json().challengeId);
    expect(a.json().difficulty).toBeGreaterThanOrEqual(14);
  });

  it('passes a solved puzzle once only', async () => {
    const proof = await solvedBotProof(sandbox.app);
    expect(await verifyBotProof(sandbox.db, proof, { bypassAllowed: false })).toBe('passed');
    expect(await verifyBotProof(sandbox.db, proof, { bypassAllowed: false })).toBe('failed');
  });

  it('fails an unsolved nonce, an unknown puzzle and an expired one', async () => {
    const { challengeId, salt, difficulty } = (await sandbox.app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json();
    let wrong = 0;
    while (hasLeadingZeroBits(createHash('sha256').update(proofInput(challengeId, salt, wrong)).digest(), difficulty)) wrong += 1;
    expect(await verifyBotProof(sandbox.db, { challengeId, nonce: wrong }, { bypassAllowed: false })).toBe('failed');
    expect(await verifyBotProof(sandbox.db, { challengeId: '00000000-0000-4000-8000-000000000000', nonce: 0 }, { bypassAllowed: false })).toBe('failed');
    const expired = await solvedBotProof(sandbox.app);
    await sandbox.db.query("UPDATE bot_challenges SET expires_at = sandbox_now() - interval '1 second' WHERE id = $1", [expired.challengeId]);
    expect(await verifyBotProof(sandbox.db, expired, { bypassAllowed: false })).toBe('failed');
  });

  it('lets the debug switch skip the check only where bypass is allowed', async () => {
    expect(await verifyBotProof(sandbox.db, { bypass: true }, { bypassAllowed: true })).toBe('passed');
    expect(await verifyBotProof(sandbox.db, { bypass: true }, { bypassAllowed: false })).toBe('bypass-refused');
  });
});

describe('zero bits', () => {
  it('counts leading zero bits across bytes', () => {
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x0f]), 12)).toBe(true);
    expect(hasLeadingZeroBits(Uint8Array.from([0, 0x1f]), 12)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.from([0x80]), 1)).toBe(false);
    expect(hasLeadingZeroBits(Uint8Array.from([0x7f]), 1)).toBe(true);
  });
});
