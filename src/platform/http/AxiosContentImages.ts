import type { AxiosInstance } from 'axios';
import { BASE64_IMAGE_ACCEPT } from '../../../contract/rules/contentImages';
import type { ContentImageDto } from '../../../contract/support';
import type { ContentImages } from '../../kernel/ports/ContentImages';

/** Pictures a page may show: never a script's or a page's type, whatever the server says. */
const IMAGE_TYPES = /^image\/(svg\+xml|png|jpeg|webp|gif)$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** ContentImages over the content API, each image asked for once per page load. */
export class AxiosContentImages implements ContentImages {
  private readonly asked = new Map<string, Promise<string>>();

  constructor(private readonly http: AxiosInstance) {}

  dataUri(path: string): Promise<string> {
    let uri = this.asked.get(path);
    if (!uri) {
      uri = this.fetch(path);
      // A failure is not kept: the next page to show the image asks again.
      uri.catch(() => this.asked.delete(path));
      this.asked.set(path, uri);
    }
    return uri;
  }

  private async fetch(path: string): Promise<string> {
    const { data } = await this.http.get<ContentImageDto>(path, { headers: { Accept: BASE64_IMAGE_ACCEPT } });
    if (!data || !IMAGE_TYPES.test(data.contentType) || !BASE64.test(data.base64)) throw new Error(`${path} is not an image`);
    return `data:${data.contentType};base64,${data.base64}`;
  }
}
