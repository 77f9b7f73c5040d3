import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Router, useRouter, type BaseLocationHook, type BaseSearchHook } from 'wouter';

interface ShownLocation { path: string; search: string; navigate: ReturnType<BaseLocationHook>[1] }

const Shown = createContext<ShownLocation | null>(null);

function shown(): ShownLocation {
  const location = useContext(Shown);
  if (!location) throw new Error('The deferred location hooks only work inside <DeferredLocation>');
  return location;
}

// Module-level, so the nested router's options stay the same object between renders.
const useShownLocation: BaseLocationHook = () => {
  const { path, navigate } = shown();
  return [path, navigate];
};
const useShownSearch: BaseSearchHook = () => shown().search;

/**
 * The route table sees the location a step behind the address bar (useDeferredValue): a click
 * on a link re-renders at once only what shows the location outside the pages (the navigation's
 * current link, the header), and the browser paints that; the page that leaves and the page
 * that arrives render in an interruptible pass after it. Rendered synchronously inside the
 * click, a route switch held the next paint for 110–200 ms at 4× CPU slowdown
 * (docs/benchmarks.md). Everything below sees one consistent location: path, search and params
 * move together, and navigating still goes through the enclosing router (the browser's history,
 * or the tests' memory location).
 */
export function DeferredLocation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [path, navigate] = router.hook(router);
  const search = router.searchHook(router);
  const current = useMemo(() => ({ path, search, navigate }), [path, search, navigate]);
  const location = useDeferredValue(current);
  return (
    <Shown.Provider value={location}>
      <Router hook={useShownLocation} searchHook={useShownSearch} base={router.base} parser={router.parser} hrefs={router.hrefs} aroundNav={router.aroundNav}>
        {children}
      </Router>
    </Shown.Provider>
  );
}
