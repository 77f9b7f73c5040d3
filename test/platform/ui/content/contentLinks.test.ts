import { LOCAL_LINK_PLACEHOLDER, resolveContentLink } from '../../../../src/platform/ui/content/contentLinks';

describe('resolveContentLink', () => {
  it.each(['?tab=2', '#fees', '?'])('leaves %s as a plain anchor', (href) => {
    expect(resolveContentLink(href)).toEqual({ kind: 'anchor', href });
  });

  it.each(['/api/content/document/fees.pdf', '/api/content/document', '/api/content/document?id=7'])('leaves the content document %s as a plain anchor', (href) => {
    expect(resolveContentLink(href)).toEqual({ kind: 'anchor', href });
  });

  it.each(['/online/pay', '/payees', '/apply/open-a/kiwisaver?step=1#top'])('routes %s in-app', (href) => {
    expect(resolveContentLink(href)).toEqual({ kind: 'route', href });
  });

  it.each([
    ['https://www.kowhaibank.co.nz/contact-us', '/contact-us'],
    ['HTTPS://WWW.KOWHAIBANK.CO.NZ/help', '/help'],
    ['http://www.kowhaibank.co.nz/branches', '/branches'],
    ['https://kowhaibank.co.nz/tax?x=1', '/tax?x=1'],
    ['https://www.kowhaibank.co.nz', '/'],
  ])('rewrites the site-prefixed %s to the in-app path %s', (href, path) => {
    expect(resolveContentLink(href)).toEqual({ kind: 'route', href: path });
  });

  it(`rewrites the local-link placeholder ${LOCAL_LINK_PLACEHOLDER}`, () => {
    expect(resolveContentLink('{{local}}/online/transfer')).toEqual({ kind: 'route', href: '/online/transfer' });
    expect(resolveContentLink('%7B%7Blocal%7D%7D/messages')).toEqual({ kind: 'route', href: '/messages' });
    expect(resolveContentLink('{{local}}')).toEqual({ kind: 'route', href: '/' });
  });

  it('a site-prefixed content document stays a plain anchor, with its prefix removed', () => {
    expect(resolveContentLink('https://www.kowhaibank.co.nz/api/content/document/terms.pdf')).toEqual({ kind: 'anchor', href: '/api/content/document/terms.pdf' });
  });

  it.each([['/home', '/'], ['/home?welcome=1', '/?welcome=1'], ['https://www.kowhaibank.co.nz/home', '/'], ['{{local}}/home#top', '/#top']])('turns %s into %s', (href, path) => {
    expect(resolveContentLink(href)).toEqual({ kind: 'route', href: path });
  });

  it('does not mistake /homeloans or /home/x for /home', () => {
    expect(resolveContentLink('/homeloans')).toEqual({ kind: 'route', href: '/homeloans' });
    expect(resolveContentLink('/home/accounts')).toEqual({ kind: 'route', href: '/home/accounts' });
  });

  it.each(['https://www.ird.govt.nz/kiwisaver', 'https://www.kowhaibank.co.nz.evil.example/x', 'mailto:help@kowhaibank.co.nz', 'tel:0800569424', '//cdn.example/x'])(
    'leaves the other-site link %s alone',
    (href) => {
      expect(resolveContentLink(href)).toEqual({ kind: 'anchor', href });
    },
  );
});
