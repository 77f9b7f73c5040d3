import { lazy, type ComponentType } from 'react';
import type { FeatureLoader } from '../../platform/manifest/FeatureLoader';
import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

/**
 * A page of an area as a lazy component: rendering it loads the area (its chunk, then its
 * module and adapters into the container, through the FeatureLoader) and then shows the page.
 * Made once per route, so a route keeps its component between renders.
 */
export function areaPage(loader: () => FeatureLoader, manifest: FeatureManifest, page: string): ComponentType {
  return lazy(async () => {
    const chunk = await loader().load(manifest);
    const Page = chunk.pages[page];
    if (!Page) throw new Error(`The ${manifest.name} area has no page called ${page}`);
    // A page may itself be lazy (a chunk of its own within the area); React.lazy cannot resolve
    // to another lazy component, so the page is rendered from a plain one.
    return { default: function AreaPage() { return <Page />; } };
  });
}
