import { useEffect, useState } from 'react';

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether a CSS media query matches now, following it as it changes (a window resized, a
 * tablet's keyboard and trackpad attached). For what a page says, not only how it looks: words
 * that are wrong on one kind of screen ("Drag files here" on a phone) must not be in the page at
 * all, where a screen reader would still read them. False where the browser cannot tell.
 */
export function useMediaQuery(query: string): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatched(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matched;
}
