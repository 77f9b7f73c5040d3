import { DebugStore } from '../../../src/app/stores/DebugStore';
import { FakeDebugOptions } from '../../kernel/fakes/FakeDebugOptions';
import { NativeJourney } from '../../../src/kernel/services/NativeJourney';
import { FakeClock } from '../../kernel/fakes/FakeClock';
import { FakeNativeBridge } from '../../kernel/fakes/FakeNativeBridge';
import { FakeNotifier } from '../../kernel/fakes/FakeNotifier';
import { FakeSampleDocumentService } from '../fakes/FakeSampleDocumentService';

function debugStore(options = new FakeDebugOptions(), notifier = new FakeNotifier(), bridge = new FakeNativeBridge(new FakeClock())) {
  return new DebugStore(options, notifier, new NativeJourney(bridge, notifier), new FakeSampleDocumentService());
}

describe('DebugStore', () => {
  it('starts from the stored settings and writes each change through', () => {
    const options = new FakeDebugOptions({ preventPersonalLoanRedirection: false, stopPrompts: true, bypassRecaptcha: false });
    const store = debugStore(options);
    expect(store.settings.stopPrompts).toBe(true);
    store.set('bypassRecaptcha', true);
    expect(store.settings.bypassRecaptcha).toBe(true);
    expect(options.read().bypassRecaptcha).toBe(true);
  });

  it('raises a sample toast through the notifier', () => {
    const notifier = new FakeNotifier();
    debugStore(new FakeDebugOptions(), notifier).showSampleToast();
    expect(notifier.toasts).toEqual([expect.objectContaining({ type: 'info', message: 'This is a sample notification.' })]);
  });

  it('downloads the sample document through the native bridge', async () => {
    const bridge = new FakeNativeBridge(new FakeClock());
    const saving = debugStore(new FakeDebugOptions(), new FakeNotifier(), bridge).downloadSampleDocument();
    await Promise.resolve();
    await Promise.resolve();
    expect(bridge.payloadOf('download')).toEqual({ fileName: 'sample-document.pdf', mimeType: 'application/pdf', base64: btoa('%PDF-1.4\n') });
    bridge.answerDownload('sample-document.pdf', true);
    await saving;
  });
});
