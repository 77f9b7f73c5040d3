import type { ContentImages } from '../../../src/kernel/ports/ContentImages';

/** Content images in memory: every path is a one-pixel SVG, unless `missing` names it. */
export class FakeContentImages implements ContentImages {
  readonly asked: string[] = [];
  readonly missing = new Set<string>();

  async dataUri(path: string): Promise<string> {
    this.asked.push(path);
    if (this.missing.has(path)) throw new Error(`${path} is not an image`);
    return `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;
  }
}
