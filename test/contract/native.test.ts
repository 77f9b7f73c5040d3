import { commandUrl, NATIVE_COMMANDS, parseNativeToWeb, validateWebToNative } from '../../contract/native';

const PNG = 'iVBORw0KGgoAAAANSUhEUg==';

/** One valid payload per command, and the ways each can be malformed. */
const WEB_TO_NATIVE: Record<(typeof NATIVE_COMMANDS)[number], { valid: object[]; malformed: unknown[] }> = {
  close: { valid: [{}], malformed: [{ reason: 'x' }, null, 'close'] },
  complete: {
    valid: [{ journey: 'payment', reference: 'PMT-20261121-0001' }, { journey: 'personal-loan', reference: 'A123' }],
    malformed: [{}, { journey: 'payment' }, { journey: 'Payment', reference: 'A1' }, { journey: 'payment', reference: 'has space' }, { journey: 'payment', reference: 42 }],
  },
  download: {
    valid: [{ fileName: 'receipt.png', mimeType: 'image/png', base64: PNG }, { fileName: 'Statement Nov 2026.pdf', mimeType: 'application/pdf', base64: 'JVBERi0=' },
      { fileName: 'Everyday-38-9123-0102004-00-2026-10-01-to-2026-10-31.csv', mimeType: 'text/csv', base64: '77u/RGF0ZQ==' },
      { fileName: 'Everyday-38-9123-0102004-00-2026-10-01-to-2026-10-31.ofx', mimeType: 'application/x-ofx', base64: 'T0ZYSEVBREVSOjEwMA==' }],
    malformed: [
      { fileName: 'receipt.png', mimeType: 'image/png' },
      { fileName: '../etc/passwd', mimeType: 'text/csv', base64: 'AAAA' },
      { fileName: 'page.html', mimeType: 'text/html', base64: 'AAAA' },
      { fileName: 'statement.ofx', mimeType: 'application/ofx', base64: 'AAAA' },
      { fileName: 'a.csv', mimeType: 'text/csv', base64: 'not base64!' },
      { fileName: 'a.csv', mimeType: 'text/csv', base64: 'AAA' },
      { fileName: '', mimeType: 'text/csv', base64: 'AAAA' },
    ],
  },
  error: {
    valid: [{ code: 9001, message: 'The page could not load its code.' }, { code: 7009, message: 'Authentication required' }],
    malformed: [{ code: '9001', message: 'x' }, { code: 0, message: 'x' }, { code: 1.5, message: 'x' }, { code: 9001, message: '' }, { code: 9001 }],
  },
  link: {
    valid: [{ url: '/payees' }, { url: '/my-accounts/123?tab=2' }, { url: 'https://www.kowhaibank.co.nz/help' }],
    malformed: [{ url: 'javascript:alert(1)' }, { url: '//evil.example/x' }, { url: 'payees' }, { path: '/payees' }, { url: `/${'a'.repeat(2_001)}` }],
  },
  ready: { valid: [{}, { request: 'token' }], malformed: [{ request: 'password' }, { request: true }] },
  timeout: { valid: [{}], malformed: [{ after: 1 }, []] },
};

describe('web → native commands (contract/native.ts)', () => {
  describe.each(NATIVE_COMMANDS)('%s', (command) => {
    it.each(WEB_TO_NATIVE[command].valid.map((p) => [JSON.stringify(p), p]))('accepts %s', (_, payload) => {
      expect(validateWebToNative(command, payload)).toEqual({ ok: true, value: payload });
    });
    it.each(WEB_TO_NATIVE[command].malformed.map((p) => [JSON.stringify(p)?.slice(0, 60), p]))('refuses %s', (_, payload) => {
      const checked = validateWebToNative(command, payload);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.reason).toMatch(command === 'close' || command === 'timeout' ? /./ : new RegExp(`${command}|payload`));
    });
  });

  it('refuses a command the protocol does not know', () => {
    expect(validateWebToNative('open' as 'close', {})).toEqual({ ok: false, reason: "unknown command 'open'" });
  });

  it('writes the scheme URL with the protocol version first', () => {
    expect(commandUrl('ready', { request: 'token' })).toBe('kowhaibank://ready?v=1&request=token');
    expect(commandUrl('close')).toBe('kowhaibank://close?v=1');
  });
});

describe('native → web messages (contract/native.ts)', () => {
  it.each([
    [{ type: 'kowhaibank:token', v: 1, customerNumber: '1000001', refreshToken: 'Zx9_-abc' }, { type: 'token', customerNumber: '1000001', refreshToken: 'Zx9_-abc' }],
    [{ type: 'kowhaibank:token', customerNumber: '1000002', refreshToken: 'r' }, { type: 'token', customerNumber: '1000002', refreshToken: 'r' }],
    [{ type: 'kowhaibank:download-result', v: 1, fileName: 'receipt.png', ok: true }, { type: 'download-result', fileName: 'receipt.png', ok: true }],
    [{ type: 'kowhaibank:download-result', fileName: 'a.pdf', ok: false }, { type: 'download-result', fileName: 'a.pdf', ok: false }],
  ])('accepts %j', (data, message) => {
    expect(parseNativeToWeb(data)).toEqual({ ok: true, value: message });
  });

  it.each([
    ['not an object', 'kowhaibank:token', 'not an object'],
    ['an unknown type', { type: 'kowhaibank:open', url: '/' }, 'unknown message type'],
    ['no type', { customerNumber: '1000001', refreshToken: 'r' }, 'unknown message type'],
    ['another version', { type: 'kowhaibank:token', v: 2, customerNumber: '1000001', refreshToken: 'r' }, 'unsupported protocol version'],
    ['a 6-digit customer number', { type: 'kowhaibank:token', customerNumber: '100001', refreshToken: 'r' }, 'customerNumber'],
    ['a numeric customer number', { type: 'kowhaibank:token', customerNumber: 1000001, refreshToken: 'r' }, 'customerNumber'],
    ['an empty refresh token', { type: 'kowhaibank:token', customerNumber: '1000001', refreshToken: '' }, 'refreshToken'],
    ['a refresh token with spaces', { type: 'kowhaibank:token', customerNumber: '1000001', refreshToken: 'a b' }, 'refreshToken'],
    ['an extra field', { type: 'kowhaibank:token', customerNumber: '1000001', refreshToken: 'r', password: 'x' }, "unexpected field 'password'"],
    ['ok as text', { type: 'kowhaibank:download-result', fileName: 'a.pdf', ok: 'true' }, 'ok: is not true or false'],
    ['no file name', { type: 'kowhaibank:download-result', ok: true }, 'fileName: is required'],
  ])('refuses %s', (_, data, reason) => {
    const parsed = parseNativeToWeb(data);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });
});
