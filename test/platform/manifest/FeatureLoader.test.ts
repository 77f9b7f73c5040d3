import { Container, ContainerModule } from 'inversify';
import { FeatureLoader } from '../../../src/platform/manifest/FeatureLoader';
import type { FeatureChunk, FeatureManifest } from '../../../src/platform/manifest/FeatureManifest';

/** A manifest whose chunk arrives when the test says, recording when it was asked for and bound. */
function area(name: string, log: string[], requires: FeatureManifest[] = []) {
  let arrive: (chunk: FeatureChunk) => void = () => undefined;
  const module = new ContainerModule(() => { log.push(`bind ${name}`); });
  const manifest: FeatureManifest = {
    name, requires,
    load: () => { log.push(`fetch ${name}`); return new Promise<FeatureChunk>((resolve) => { arrive = resolve; }); },
  };
  return { manifest, arrive: () => arrive({ module, adapters: new ContainerModule(() => undefined), pages: {} }) };
}

const flush = () => new Promise((resolve) => { setTimeout(resolve, 0); });

describe('FeatureLoader', () => {
  it("fetches an area's chunk beside the areas it requires, and binds those first", async () => {
    const log: string[] = [];
    const address = area('address', log);
    const apply = area('apply', log, [address.manifest]);
    const loading = new FeatureLoader(new Container()).load(apply.manifest);
    await flush();
    expect(log).toEqual(['fetch apply', 'fetch address']);
    apply.arrive();
    await flush();
    expect(log).not.toContain('bind apply');
    address.arrive();
    await loading;
    expect(log).toEqual(['fetch apply', 'fetch address', 'bind address', 'bind apply']);
  });
});
