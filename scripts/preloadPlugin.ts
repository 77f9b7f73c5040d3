import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

type Tag = HtmlWebpackPlugin.HtmlTagObject;

/**
 * The entry's static script and style are preloaded from the product's own
 * host. For each same-origin script and stylesheet of index.html's head, a
 * `<link rel=preload>` goes first, so the browser fetches them at once, in parallel, before it
 * parses the rest of the head. A tag pointing at another origin gets none.
 */
export function withPreloads(headTags: Tag[]): Tag[] {
  const preloads: Tag[] = [];
  for (const tag of headTags) {
    const href = tag.tagName === 'script' ? tag.attributes.src : tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? tag.attributes.href : undefined;
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) continue;
    preloads.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href, as: tag.tagName === 'script' ? 'script' : 'style' }));
  }
  return [...preloads, ...headTags];
}

/** Puts `withPreloads` into the html-webpack-plugin's output. */
export class PreloadEntryAssetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadEntryAssetsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadEntryAssetsPlugin', (groups) => ({ ...groups, headTags: withPreloads(groups.headTags) }));
    });
  }
}
