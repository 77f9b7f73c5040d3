import { NativeJourney, toBase64 } from '../../../src/kernel/services/NativeJourney';
import { FakeClock } from '../fakes/FakeClock';
import { FakeNativeBridge } from '../fakes/FakeNativeBridge';
import { FakeNotifier } from '../fakes/FakeNotifier';

const CSV = { fileName: 'transactions.csv', mimeType: 'text/csv' as const, base64: toBase64(Uint8Array.from('Date,Amount\n', (c) => c.charCodeAt(0))) };

function journey(webview = true) {
  const clock = new FakeClock();
  const bridge = new FakeNativeBridge(clock, webview);
  const notifier = new FakeNotifier();
  return { clock, bridge, notifier, journey: new NativeJourney(bridge, notifier) };
}

describe('NativeJourney', () => {
  it('tells the app which journey finished, with its reference', () => {
    const { bridge, journey: j } = journey();
    j.complete('payment', 'PMT-123');
    expect(bridge.sent).toEqual(['kowhaibank://complete?v=1&journey=payment&reference=PMT-123']);
  });

  it('hands a document to the app and resolves true once it is saved', async () => {
    const { bridge, notifier, journey: j } = journey();
    const saving = j.download(CSV);
    expect(bridge.payloadOf('download')).toEqual({ ...CSV, base64: 'RGF0ZSxBbW91bnQK' });
    bridge.answerDownload('transactions.csv', true);
    await expect(saving).resolves.toBe(true);
    expect(notifier.history).toEqual([]);
  });

  it('tells the customer in an error toast when the app does not answer within 60 s', async () => {
    const { clock, notifier, journey: j } = journey();
    const saving = j.download(CSV);
    clock.advance(60_000);
    await expect(saving).resolves.toBe(false);
    expect(notifier.history).toMatchObject([{ type: 'error', message: 'The app did not respond, so your document was not saved. Please try again.' }]);
  });

  it('in a browser sends no command and lets the browser save the file', async () => {
    const { bridge, journey: j } = journey(false);
    j.complete('payment', 'PMT-123');
    await expect(j.download(CSV)).resolves.toBe(true);
    expect(bridge.sent).toEqual([]);
  });

  it('encodes large files in slices', () => {
    const bytes = new Uint8Array(100_000).fill(65);
    expect(atob(toBase64(bytes))).toHaveLength(100_000);
  });
});
