import type { NativeToken } from '../../../src/kernel/domain/NativeCommand';
import type { NativeBridge } from '../../../src/kernel/ports/NativeBridge';

export interface NativeBridgeSubject {
  bridge: NativeBridge;
  /** The scheme URLs the native app received, without the start-up token request. */
  sent(): string[];
  /** The native app answers a token request. */
  answer(token: NativeToken): void;
  /** The native app answers a download: saved or not. */
  answerDownload(fileName: string, ok: boolean): void;
  /** Lets time pass (fake clock). */
  advance(ms: number): void;
}

const RECEIPT = { fileName: 'receipt-PMT123.png', mimeType: 'image/png' as const, base64: 'iVBORw0KGgo=' };

/** Lets the promise callbacks waiting on a fake timer run. */
const settle = async () => { for (let i = 0; i < 5; i += 1) await Promise.resolve(); };

/** For the webview bridges (the scheme bridge and the fake); the browser twin has its own test. */
export function describeNativeBridgeContract(name: string, make: () => NativeBridgeSubject) {
  describe(`${name} honours the NativeBridge contract`, () => {
    it('is the webview', () => {
      expect(make().bridge.isWebview).toBe(true);
    });

    it('sends commands on the kowhaibank scheme with the protocol version and a form-encoded payload', () => {
      const subject = make();
      subject.bridge.send('timeout');
      subject.bridge.send('link', { url: 'https://www.kowhaibank.co.nz/help?a=1&b=2' });
      subject.bridge.send('complete', { journey: 'payment', reference: 'PMT-123' });
      subject.bridge.send('error', { code: 9002, message: 'The page failed to display.' });
      expect(subject.sent()).toEqual([
        'kowhaibank://timeout?v=1',
        'kowhaibank://link?v=1&url=https%3A%2F%2Fwww.kowhaibank.co.nz%2Fhelp%3Fa%3D1%26b%3D2',
        'kowhaibank://complete?v=1&journey=payment&reference=PMT-123',
        'kowhaibank://error?v=1&code=9002&message=The+page+failed+to+display.',
      ]);
    });

    it('does not send a payload that breaks the protocol', () => {
      const subject = make();
      subject.bridge.send('link', { url: 'javascript:alert(1)' });
      subject.bridge.send('complete', { journey: 'Payment!', reference: '' });
      expect(subject.sent()).toEqual([]);
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
      await settle();
      expect(outcome).not.toHaveBeenCalled();
      subject.advance(1);
      await request;
      expect(outcome).toHaveBeenCalledWith('rejected');
    });

    it('hands a file over with the download command and resolves when the app has saved it', async () => {
      const subject = make();
      const download = subject.bridge.download(RECEIPT);
      expect(subject.sent()).toEqual(['kowhaibank://download?v=1&fileName=receipt-PMT123.png&mimeType=image%2Fpng&base64=iVBORw0KGgo%3D']);
      subject.answerDownload('receipt-PMT123.png', true);
      await expect(download).resolves.toBeUndefined();
    });

    it('rejects a download the app could not save', async () => {
      const subject = make();
      const download = subject.bridge.download(RECEIPT);
      subject.answerDownload('receipt-PMT123.png', false);
      await expect(download).rejects.toThrow('could not be saved');
    });

    it('rejects a download with a message for the customer after 60 s without an answer, not before', async () => {
      const subject = make();
      const outcome = jest.fn();
      const download = subject.bridge.download(RECEIPT).then(() => outcome('saved'), (error: Error) => outcome(error.message));
      subject.advance(59_999);
      await settle();
      expect(outcome).not.toHaveBeenCalled();
      subject.advance(1);
      await download;
      expect(outcome).toHaveBeenCalledWith('The app did not respond, so your document was not saved. Please try again.');
    });

    it('refuses a file that breaks the protocol without sending it', async () => {
      const subject = make();
      await expect(subject.bridge.download({ ...RECEIPT, base64: 'not base64!' })).rejects.toThrow('could not be saved');
      expect(subject.sent()).toEqual([]);
    });
  });
}

export interface BrowserBridgeSubject {
  bridge: NativeBridge;
  /** The files the browser saved (the fake saves none: it has no browser). */
  saved(): string[] | null;
}

/** For the bridges outside the webview: the browser twin and the fake told it is in a browser. */
export function describeBrowserBridgeContract(name: string, make: () => BrowserBridgeSubject) {
  describe(`${name} honours the NativeBridge contract outside the webview`, () => {
    it('is not the webview, and sending a command does nothing', () => {
      const { bridge } = make();
      expect(bridge.isWebview).toBe(false);
      expect(() => bridge.send('timeout')).not.toThrow();
    });

    it('saves a download at once (the browser does it)', async () => {
      const subject = make();
      await expect(subject.bridge.download(RECEIPT)).resolves.toBeUndefined();
      const saved = subject.saved();
      if (saved) expect(saved).toEqual(['receipt-PMT123.png']);
    });

    it('refuses a file that breaks the protocol', async () => {
      await expect(make().bridge.download({ ...RECEIPT, mimeType: 'text/html' as 'text/csv' })).rejects.toThrow('could not be saved');
    });

    it('refuses a token request at once: there is no native app', async () => {
      await expect(make().bridge.requestToken()).rejects.toThrow('no native app');
    });
  });
}
