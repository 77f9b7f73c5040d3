/**
 * What other areas embed in their own forms: the address finder, its form store and the
 * address-line helpers. Imported statically by the areas that require this one, so it
 * travels in their chunks, never in the app's (the manifest stays in index.ts).
 */
export { AddressFinder } from './ui/AddressFinder';
export { AddressFormStore } from './stores/AddressFormStore';
export { contactAddressLines } from './core/domain/AddressFields';
