import { SessionStorageDebugOptions } from '../../../src/platform/browser/SessionStorageDebugOptions';
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

  it('reads a switch a tester set by hand', () => {
    window.sessionStorage.setItem('stopPrompts', 'true');
    expect(new SessionStorageDebugOptions(window.sessionStorage).read().stopPrompts).toBe(true);
  });
});
