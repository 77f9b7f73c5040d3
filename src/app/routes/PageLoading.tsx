import { Loader } from '../../design-system/Loader';
import { LoadingControl } from '../../platform/ui/loading/LoadingControl';

/**
 * While a page cannot show yet (its area's code, the session or the feature list is on its
 * way): the loader, registered with the GlobalLoader, so the first load is not signalled (and
 * what waits for it, such as the toasts' chunk, not fetched) before the page is there.
 */
export function PageLoading() {
  return <><LoadingControl /><Loader /></>;
}
