import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FEATURES } from '../../src/app/features';

const ROOT = join(__dirname, '..', '..');
/** Client areas with no API of their own: nothing on the server to share a name with. */
const CLIENT_ONLY = ['calculators', 'settings'];

describe('one business area has one name on both sides', () => {
  it.each(FEATURES.map((feature) => feature.name).filter((name) => !CLIENT_ONLY.includes(name)))(
    'the client area %s has a server area and wire schemas of the same name', (name) => {
      expect(existsSync(join(ROOT, 'server', name, 'index.ts'))).toBe(true);
      expect(existsSync(join(ROOT, 'contract', `${name}.ts`))).toBe(true);
    },
  );

  it('names each area after its folder', () => {
    for (const feature of FEATURES) expect(existsSync(join(ROOT, 'src', 'features', feature.name, 'index.ts'))).toBe(true);
  });
});
