import type { CookieJar } from '../../../src/kernel/ports/CookieJar';

export function describeCookieJarContract(name: string, make: () => CookieJar) {
  describe(`${name} honours the CookieJar contract`, () => {
    it('reads back what it wrote, including characters that need encoding', () => {
      const jar = make();
      jar.write('TokenIssueTime', '1700000000000');
      jar.write('Odd', 'a b;c=d');
      expect(jar.read('TokenIssueTime')).toBe('1700000000000');
      expect(jar.read('Odd')).toBe('a b;c=d');
    });

    it('answers null for an unknown cookie and after removal', () => {
      const jar = make();
      expect(jar.read('Nope')).toBeNull();
      jar.write('Gone', 'soon', { maxAgeSeconds: 60 });
      jar.remove('Gone');
      expect(jar.read('Gone')).toBeNull();
    });

    it('replaces a value and keeps the other cookies', () => {
      const jar = make();
      jar.write('ClientBrowserId', 'browser-1', { maxAgeSeconds: 210 * 24 * 3600 });
      jar.write('TokenIssueTime', '1');
      jar.write('TokenIssueTime', '2');
      expect(jar.read('TokenIssueTime')).toBe('2');
      expect(jar.read('ClientBrowserId')).toBe('browser-1');
    });
  });
}
