import type { NativeToken } from '../../../src/kernel/domain/NativeCommand';
import type { NativeBridge } from '../../../src/kernel/ports/NativeBridge';

export interface NativeBridgeSubject {
  bridge: NativeBridge;
  /** The scheme URLs the native app received. */
  sent(): string[];
  /** The native app answers a token request. */
  answer(token: NativeToken): void;
  /** Lets time pass (fake clock). */
  advance(ms: number): void;
}

/** For the webview bridges (the scheme bridge and the fake); the browser twin has its own test. */
export function describeNativeBridgeContract(name: string, make: () => NativeBridgeSubject) {
  describe(`${name} honours the NativeBridge contract`, () => {
    it('is the webview', () => {
      expect(make().bridge.isWebview).toBe(true);
    });

    it('sends commands on the kowhaibank scheme with a form-encoded payload', () => {
      const subject = make();
      subject.bridge.send('timeout');
      subject.bridge.send('link', { url: 'https://www.kowhaibank.co.nz/help?a=1&b=2' });
      expect(subject.sent()).toEqual(['kowhaibank://timeout', 'kowhaibank://link?url=https%3A%2F%2Fwww.kowhaibank.co.nz%2Fhelp%3Fa%3D1%26b%3D2']);
    });

    it("resolves a token request with the app's answer", async () => {
      const subject = make();
      const request = subject.bridge.requestToken();
      subject.answer({ customerNumber: '1000001', refreshToken: 'native-refresh' });
      await expect(request).resolves.toEqual({ customerNumber: '1000001', refreshToken: 'native-refresh' });
    });

    it('rejects a token request after 5 s without an answer, not before', async () => {
      const subject = make();
      const outcome = jest.fn();
      const request = subject.bridge.requestToken().then(() => outcome('resolved'), () => outcome('rejected'));
      subject.advance(4_999);
      await Promise.resolve();
      expect(outcome).not.toHaveBeenCalled();
      subject.advance(1);
      await request;
      expect(outcome).toHaveBeenCalledWith('rejected');
    });
  });
}
