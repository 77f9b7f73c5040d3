import { BASE64_IMAGE_ACCEPT } from '../../../contract/support';
import { startSandbox, type Sandbox } from '../../support/startSandbox';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describe('content images ("GET any image path, Accept base64 image")', () => {
  it('gives every Open & Apply tile a picture the content API serves, as base64 when asked so', async () => {
    const menu = (await sandbox.app.inject({ url: '/api/menu/openApply/web' })).json() as { sections: Array<{ items: Array<{ id: string; image?: string }> }> };
    const items = menu.sections.flatMap((s) => s.items);
    expect(items.every((item) => item.image?.startsWith('/api/content/images/'))).toBe(true);
    for (const item of items) {
      const answer = await sandbox.app.inject({ url: item.image!, headers: { accept: BASE64_IMAGE_ACCEPT } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/json');
      const { contentType, base64 } = answer.json() as { contentType: string; base64: string };
      expect(contentType).toBe('image/svg+xml');
      // The bytes are a real SVG, and the same bytes as the image asked for plainly.
      const svg = Buffer.from(base64, 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const plain = await sandbox.app.inject({ url: item.image! });
      expect(plain.headers['content-type']).toContain('image/svg+xml');
      expect(plain.body).toBe(svg);
    }
  });

  it('answers 404 JSON for a name it does not have, and never reads a path from the request', async () => {
    for (const url of ['/api/content/images/nope.svg', '/api/content/images/..%2Fpages.ts', '/api/content/images/%2E%2E%2F%2E%2E%2Fpackage.json']) {
      const answer = await sandbox.app.inject({ url, headers: { accept: BASE64_IMAGE_ACCEPT } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'No such image.' });
    }
  });
});
