import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';

export { ADDRESS_TOKENS } from './tokens';
export type { AddressLookupStore } from './stores/AddressLookupStore';

/**
 * Address lookup (typeahead over the sandbox's address directory). No pages of its own:
 * the areas with address forms require it, and import its form pieces through `ui.ts`.
 */
export const addressFeature: FeatureManifest = {
  name: 'address',
  load: () => import(/* webpackChunkName: "address" */ './address.chunk').then((m) => m.chunk),
};
