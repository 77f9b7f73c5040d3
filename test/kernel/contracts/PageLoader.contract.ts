import type { PageLoader } from '../../../src/kernel/ports/PageLoader';

export function describePageLoaderContract(name: string, make: (secure: boolean) => { loader: PageLoader; loaded(): string[] }) {
  describe(`${name} honours the PageLoader contract`, () => {
    it('says whether the connection is secure', () => {
      expect(make(true).loader.isSecureConnection()).toBe(true);
      expect(make(false).loader.isSecureConnection()).toBe(false);
    });

    it('loads paths and absolute URLs as new pages', () => {
      const { loader, loaded } = make(true);
      loader.load('/messages');
      loader.load('https://www.kowhaibank.co.nz');
      expect(loaded()).toEqual(['/messages', 'https://www.kowhaibank.co.nz']);
    });
  });
}
