import type * as PdfJs from 'pdfjs-dist';

/**
 * Each page's text as Mozilla's PDF.js reads it (the engine of Firefox's PDF viewer): a second,
 * independent reader beside pdfText.ts, so a file that only our own parser could read fails.
 */
// PDF.js ships as ES modules only; the test transform would turn `import()` into `require`, so
// the import is made at run time (the server tests run with --experimental-vm-modules).
const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<typeof PdfJs>;

export async function pdfjsPages(pdf: Uint8Array): Promise<string[]> {
  const pdfjs = await importModule('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      const lines: string[] = [];
      for (const item of content.items) if ('str' in item) lines.push(item.hasEOL ? `${item.str}\n` : item.str);
      pages.push(lines.join(' ').replace(/ *\n */g, '\n'));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
