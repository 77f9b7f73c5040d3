import HtmlWebpackPlugin from 'html-webpack-plugin';
import { withPreloads } from '../../scripts/preloadPlugin';

const tag = HtmlWebpackPlugin.createHtmlTagObject;

describe('withPreloads (index.html preloads the entry from its own host)', () => {
  it('puts a preload for each same-origin script and stylesheet first, keeping the tags', () => {
    const head = [
      tag('script', { defer: true, src: '/apply/js/runtime.abc.js' }),
      tag('script', { defer: true, src: '/apply/js/main.def.js' }),
      tag('link', { href: '/apply/css/main.123.css', rel: 'stylesheet' }),
    ];
    const result = withPreloads(head);
    expect(result.slice(0, 3).map((t) => t.attributes)).toEqual([
      { rel: 'preload', href: '/apply/js/runtime.abc.js', as: 'script' },
      { rel: 'preload', href: '/apply/js/main.def.js', as: 'script' },
      { rel: 'preload', href: '/apply/css/main.123.css', as: 'style' },
    ]);
    expect(result.slice(3)).toEqual(head);
  });

  it('preloads nothing from another origin, nor other links', () => {
    const head = [
      tag('script', { src: 'https://cdn.example.com/x.js' }),
      tag('script', { src: '//cdn.example.com/y.js' }),
      tag('link', { rel: 'icon', href: '/favicon.ico' }),
    ];
    expect(withPreloads(head)).toEqual(head);
  });
});
