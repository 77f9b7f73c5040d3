import type { NativeJourney } from '../../kernel/services/NativeJourney';
import { useService } from './ServiceProvider';
import { PLATFORM_TOKENS } from '../tokens';

/**
 * For a page that ends a journey or offers a document:
 * `const journey = useNativeJourney(); journey.complete('payment', receipt.reference);`
 * `await journey.download({ fileName: 'receipt.png', mimeType: 'image/png', base64 })`.
 * A store takes `PLATFORM_TOKENS.NativeJourney` in its module instead.
 */
export function useNativeJourney(): NativeJourney {
  return useService(PLATFORM_TOKENS.NativeJourney);
}
