/**
 * The content API's pictures (product tiles, landing pages). They are asked for as base64
 * (the spec's "GET any image path, Accept base64 image") and shown as data: URIs.
 */
export interface ContentImages {
  /** The image at `path` as a `data:<type>;base64,…` URI. @throws when it cannot be had or is not an image. */
  dataUri(path: string): Promise<string>;
}
