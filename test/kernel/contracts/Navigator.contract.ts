import type { Navigator } from '../../../src/kernel/ports/Navigator';

export function describeNavigatorContract(name: string, make: () => Navigator) {
  describe(`${name} honours the Navigator contract`, () => {
    it('goes to a path with its query', () => {
      const navigator = make();
      navigator.navigate('/login?loggedOut=true');
      expect(navigator.currentPath()).toBe('/login?loggedOut=true');
    });

    it('replaces the current path when asked', () => {
      const navigator = make();
      navigator.navigate('/online/dashboard');
      navigator.navigate('/apply/back-soon', { replace: true });
      expect(navigator.currentPath()).toBe('/apply/back-soon');
    });
  });
}
