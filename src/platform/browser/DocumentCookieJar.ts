import type { CookieJar, CookieOptions } from '../../kernel/ports/CookieJar';

/**
 * CookieJar over document.cookie. Every cookie has path / and
 * SameSite=Strict; Secure whenever the page is on HTTPS.
 */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly doc: Document = document) {}

  read(name: string): string | null {
    const prefix = `${encodeURIComponent(name)}=`;
    const found = this.doc.cookie.split('; ').find((part) => part.startsWith(prefix));
    return found ? decodeURIComponent(found.slice(prefix.length)) : null;
  }

  write(name: string, value: string, options: CookieOptions = {}): void {
    const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Strict'];
    if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
    if (this.doc.location?.protocol === 'https:') parts.push('Secure');
    this.doc.cookie = parts.join('; ');
  }

  remove(name: string): void {
    this.doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
  }
}
