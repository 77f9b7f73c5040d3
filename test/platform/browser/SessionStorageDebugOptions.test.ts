import { SessionStorageDebugOptions } from '../../../src/platform/browser/SessionStorageDebugOptions';
import { DEFAULT_DEBUG_SETTINGS } from '../../../src/kernel/domain/DebugSettings';
import { describeDebugOptionsContract } from '../../kernel/contracts/DebugOptions.contract';

beforeEach(() => window.sessionStorage.clear());

describeDebugOptionsContract('SessionStorageDebugOptions', () => ({
  options: new SessionStorageDebugOptions(window.sessionStorage),
  reopen: () => new SessionStorageDebugOptions(window.sessionStorage),
}));

describe('SessionStorageDebugOptions', () => {
  it('keeps each switch under its own session-storage key', () => {
    const options = new SessionStorageDebugOptions(window.sessionStorage);
    options.write('preventPersonalLoanRedirection', true);
    expect(window.sessionStorage.getItem('preventPersonalLoanRedirection')).toBe('true');
    options.write('preventPersonalLoanRedirection', false);
    expect(window.sessionStorage.getItem('preventPersonalLoanRedirection')).toBeNull();
  });

  it('on a production host honours no switch, whatever the storage holds (the panel exists only on local and test hosts)', () => {
    for (const name of ['preventPersonalLoanRedirection', 'stopPrompts', 'bypassRecaptcha']) window.sessionStorage.setItem(name, 'true');
    expect(new SessionStorageDebugOptions(window.sessionStorage, 'none').read()).toEqual(DEFAULT_DEBUG_SETTINGS);
    expect(new SessionStorageDebugOptions(window.sessionStorage, 'test').read().bypassRecaptcha).toBe(true);
  });

  it('reads a switch a tester set by hand', () => {
    window.sessionStorage.setItem('stopPrompts', 'true');
    expect(new SessionStorageDebugOptions(window.sessionStorage).read().stopPrompts).toBe(true);
  });
});
