import { BrowserNativeBridge, saveWithAnchor } from '../../../src/platform/native/BrowserNativeBridge';
import { SchemeNativeBridge, iframeTransport } from '../../../src/platform/native/SchemeNativeBridge';
import type { NativeDownloadFile } from '../../../src/kernel/domain/NativeCommand';
import { describeBrowserBridgeContract, describeNativeBridgeContract } from '../../kernel/contracts/NativeBridge.contract';
import { FakeClock } from '../../kernel/fakes/FakeClock';
import { FakeMonitoring } from '../../kernel/fakes/FakeMonitoring';

const bridges: SchemeNativeBridge[] = [];
afterEach(() => { bridges.splice(0).forEach((bridge) => bridge.dispose()); });

function schemeSubject() {
  const clock = new FakeClock();
  const monitoring = new FakeMonitoring();
  const sent: string[] = [];
  const bridge = new SchemeNativeBridge(clock, monitoring, (url) => sent.push(url));
  bridges.push(bridge);
  const post = (data: unknown, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { clock, monitoring, sent, bridge, post };
}

describeNativeBridgeContract('SchemeNativeBridge', () => {
  const { clock, sent, bridge, post } = schemeSubject();
  return {
    bridge,
    sent: () => sent.filter((url) => !url.startsWith('kowhaibank://ready')),
    answer: (token) => post({ type: 'kowhaibank:token', v: 1, ...token }),
    answerDownload: (fileName, ok) => post({ type: 'kowhaibank:download-result', v: 1, fileName, ok }),
    advance: (ms) => clock.advance(ms),
  };
});

describeBrowserBridgeContract('BrowserNativeBridge', () => {
  const saved: string[] = [];
  return { bridge: new BrowserNativeBridge((file) => saved.push(file.fileName)), saved: () => saved };
});

describe('SchemeNativeBridge', () => {
  it('asks for the token with the ready command', () => {
    const { sent, bridge } = schemeSubject();
    void bridge.requestToken().catch(() => undefined);
    expect(sent).toEqual(['kowhaibank://ready?v=1&request=token']);
  });

  it('ignores answers from another origin, and reports them', async () => {
    const { clock, monitoring, bridge, post } = schemeSubject();
    const request = bridge.requestToken();
    post({ type: 'kowhaibank:token', customerNumber: '1000001', refreshToken: 'planted' }, 'https://evil.example');
    clock.advance(5_000);
    await expect(request).rejects.toThrow('did not answer');
    expect(monitoring.reports).toHaveLength(1);
    expect(String(monitoring.reports[0]?.error)).toContain('foreign origin');
    expect(monitoring.reports[0]?.queryKey).toBe('native-bridge');
  });

  it.each([
    ['another type', { type: 'something-else', customerNumber: '1000001', refreshToken: 'x' }],
    ['a short customer number', { type: 'kowhaibank:token', customerNumber: '1', refreshToken: 'x' }],
    ['another protocol version', { type: 'kowhaibank:token', v: 2, customerNumber: '1000001', refreshToken: 'x' }],
    ['a string', 'kowhaibank:token'],
  ])('ignores a malformed message (%s) and reports it', async (_, data) => {
    const { clock, monitoring, bridge, post } = schemeSubject();
    const request = bridge.requestToken();
    post(data);
    clock.advance(5_000);
    await expect(request).rejects.toThrow('did not answer');
    expect(String(monitoring.reports[0]?.error)).toContain('Malformed native message');
  });

  it('reports a well-formed message nobody waits for (a token after the timeout)', () => {
    const { monitoring, post } = schemeSubject();
    post({ type: 'kowhaibank:token', customerNumber: '1000001', refreshToken: 'late' });
    expect(String(monitoring.reports[0]?.error)).toContain('Unexpected native message');
  });

  it('does not send a command whose payload breaks the protocol, and reports it', () => {
    const { sent, monitoring, bridge } = schemeSubject();
    bridge.send('error', { code: 1.5, message: 'x' });
    expect(sent).toEqual([]);
    expect(String(monitoring.reports[0]?.error)).toContain('error: code: is not a whole number');
  });

  it('gives each download its own answer, by file name', async () => {
    const { bridge, post } = schemeSubject();
    const receipt = bridge.download({ fileName: 'a.png', mimeType: 'image/png', base64: 'AAAA' });
    const statement = bridge.download({ fileName: 'b.pdf', mimeType: 'application/pdf', base64: 'AAAA' });
    post({ type: 'kowhaibank:download-result', fileName: 'b.pdf', ok: false });
    post({ type: 'kowhaibank:download-result', fileName: 'a.png', ok: true });
    await expect(receipt).resolves.toBeUndefined();
    await expect(statement).rejects.toThrow('could not be saved');
  });

  it('loads commands in a hidden iframe that goes away again', () => {
    jest.useFakeTimers();
    iframeTransport('about:blank#kowhaibank-close');
    const frame = document.querySelector('iframe');
    expect(frame).toHaveAttribute('src', 'about:blank#kowhaibank-close');
    expect(frame).toHaveStyle({ display: 'none' });
    jest.runAllTimers();
    expect(document.querySelector('iframe')).toBeNull();
    jest.useRealTimers();
  });
});

describe('BrowserNativeBridge (the browser twin)', () => {
  it('saves a download through an object URL and a clicked <a download>', () => {
    jest.useFakeTimers();
    const created: Blob[] = [];
    const revoked: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => { created.push(blob); return 'blob:receipt'; }, revokeObjectURL: (url: string) => revoked.push(url) });
    const clicks: Array<{ href: string; download: string }> = [];
    const onClick = (event: Event) => { event.preventDefault(); const a = event.target as HTMLAnchorElement; clicks.push({ href: a.href, download: a.download }); };
    document.addEventListener('click', onClick);
    const file: NativeDownloadFile = { fileName: 'statement.csv', mimeType: 'text/csv', base64: btoa('Date,Amount\n') };
    saveWithAnchor(file);
    document.removeEventListener('click', onClick);
    expect(clicks).toEqual([{ href: 'blob:receipt', download: 'statement.csv' }]);
    expect(created[0]?.type).toBe('text/csv');
    expect(created[0]?.size).toBe(12);
    expect(document.querySelector('a[download]')).toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(revoked).toEqual(['blob:receipt']);
    jest.useRealTimers();
  });
});
