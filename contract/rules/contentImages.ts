/**
 * "GET any image path, Accept base64 image": a content image (a product tile's, a landing page's)
 * asked for with this Accept header answers its bytes as base64 in JSON (ContentImageDto), which
 * the client shows as a data: URI; any other Accept gets the image itself.
 */
export const BASE64_IMAGE_ACCEPT = 'image/*;encoding=base64';
/** Where the content API's images are: `${CONTENT_IMAGE_PATH}/<name>.svg`. */
export const CONTENT_IMAGE_PATH = '/api/content/images';
