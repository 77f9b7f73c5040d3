import type { ContentImages } from '../../../src/kernel/ports/ContentImages';

export interface ContentImagesSubject {
  images: ContentImages;
  /** A picture the subject has (an Open & Apply tile's). */
  known: string;
  /** A path the subject has no picture at. */
  unknown: string;
}

/** The ContentImages port's promise, for its fake and for the content API. */
export function describeContentImagesContract(name: string, makeSubject: () => Promise<ContentImagesSubject>): void {
  describe(`ContentImages contract: ${name}`, () => {
    it('gives a known picture as a base64 data: URI of an image type', async () => {
      const { images, known } = await makeSubject();
      const uri = await images.dataUri(known);
      expect(uri).toMatch(/^data:image\/(svg\+xml|png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/);
      expect(atob(uri.slice(uri.indexOf(',') + 1)).length).toBeGreaterThan(0);
    });

    it('refuses a path with no picture (the page then shows none)', async () => {
      const { images, unknown } = await makeSubject();
      await expect(images.dataUri(unknown)).rejects.toThrow();
    });
  });
}
