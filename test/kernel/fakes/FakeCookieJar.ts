import type { CookieJar, CookieOptions } from '../../../src/kernel/ports/CookieJar';

/** Cookies in a Map, remembering the options each was written with. */
export class FakeCookieJar implements CookieJar {
  readonly cookies = new Map<string, { value: string; options: CookieOptions }>();

  read(name: string): string | null {
    return this.cookies.get(name)?.value ?? null;
  }

  write(name: string, value: string, options: CookieOptions = {}): void {
    if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) {
      this.cookies.delete(name);
      return;
    }
    this.cookies.set(name, { value, options });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }
}
