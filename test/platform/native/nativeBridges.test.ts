import { BrowserNativeBridge } from '../../../src/platform/native/BrowserNativeBridge';
import { SchemeNativeBridge, iframeTransport } from '../../../src/platform/native/SchemeNativeBridge';
import { describeNativeBridgeContract } from '../../kernel/contracts/NativeBridge.contract';
import { FakeClock } from '../../kernel/fakes/FakeClock';

function schemeSubject() {
  const clock = new FakeClock();
  const sent: string[] = [];
  const bridge = new SchemeNativeBridge(clock, (url) => sent.push(url));
  const answer = (data: object, origin = window.location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));
  return { clock, sent, bridge, answer };
}

describeNativeBridgeContract('SchemeNativeBridge', () => {
  const { clock, sent, bridge, answer } = schemeSubject();
  return {
    bridge,
    sent: () => sent.filter((url) => !url.startsWith('kowhaibank://ready')),
    answer: (token) => answer({ type: 'kowhaibank:token', ...token }),
    advance: (ms) => clock.advance(ms),
  };
});

describe('SchemeNativeBridge', () => {
  it('asks for the token with the ready command', () => {
    const { sent, bridge } = schemeSubject();
    void bridge.requestToken().catch(() => undefined);
    expect(sent).toEqual(['kowhaibank://ready?request=token']);
  });

  it('ignores answers from another origin and messages of another type', async () => {
    const { clock, bridge, answer } = schemeSubject();
    const request = bridge.requestToken();
    answer({ type: 'kowhaibank:token', customerNumber: '1', refreshToken: 'planted' }, 'https://evil.example');
    answer({ type: 'something-else', customerNumber: '1', refreshToken: 'x' });
    clock.advance(5_000);
    await expect(request).rejects.toThrow('did not answer');
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
  it('is not the webview, keeps commands to itself and has no token', async () => {
    const bridge = new BrowserNativeBridge();
    expect(bridge.isWebview).toBe(false);
    bridge.send('timeout');
    expect(bridge.sent).toEqual([{ command: 'timeout', payload: undefined }]);
    await expect(bridge.requestToken()).rejects.toThrow('no native app');
  });
});
