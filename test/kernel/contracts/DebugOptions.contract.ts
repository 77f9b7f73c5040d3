import type { DebugOptions } from '../../../src/kernel/ports/DebugOptions';

export interface DebugOptionsSubject {
  options: DebugOptions;
  /** A second instance over the same backing storage (a reload in the same tab). */
  reopen(): DebugOptions;
}

export function describeDebugOptionsContract(name: string, make: () => DebugOptionsSubject) {
  describe(`${name} honours the DebugOptions contract`, () => {
    it('starts with every switch off', () => {
      expect(make().options.read()).toEqual({ preventPersonalLoanRedirection: false, stopPrompts: false, bypassRecaptcha: false });
    });

    it('sets one switch and leaves the others', () => {
      const { options } = make();
      options.write('stopPrompts', true);
      expect(options.read()).toEqual({ preventPersonalLoanRedirection: false, stopPrompts: true, bypassRecaptcha: false });
      options.write('stopPrompts', false);
      expect(options.read().stopPrompts).toBe(false);
    });

    it('keeps the settings across a reload', () => {
      const subject = make();
      subject.options.write('bypassRecaptcha', true);
      subject.options.write('preventPersonalLoanRedirection', true);
      expect(subject.reopen().read()).toEqual({ preventPersonalLoanRedirection: true, stopPrompts: false, bypassRecaptcha: true });
    });
  });
}
