import { DebugStore } from '../../../src/app/stores/DebugStore';
import { FakeDebugOptions } from '../../kernel/fakes/FakeDebugOptions';
import { FakeNotifier } from '../../kernel/fakes/FakeNotifier';

describe('DebugStore', () => {
  it('starts from the stored settings and writes each change through', () => {
    const options = new FakeDebugOptions({ preventPersonalLoanRedirection: false, stopPrompts: true, bypassRecaptcha: false });
    const store = new DebugStore(options, new FakeNotifier());
    expect(store.settings.stopPrompts).toBe(true);
    store.set('bypassRecaptcha', true);
    expect(store.settings.bypassRecaptcha).toBe(true);
    expect(options.read().bypassRecaptcha).toBe(true);
  });

  it('raises a sample toast through the notifier', () => {
    const notifier = new FakeNotifier();
    new DebugStore(new FakeDebugOptions(), notifier).showSampleToast();
    expect(notifier.toasts).toEqual([expect.objectContaining({ type: 'info', message: 'This is a sample notification.' })]);
  });
});
