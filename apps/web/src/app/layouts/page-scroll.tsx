import { useLayoutEffect } from 'react';
import { ScrollRestoration, useLocation, useMatches, type UIMatch } from 'react-router-dom';

import { mergedHandle } from '../route-handle';

/** A keep-alive page's scroll is saved under its path, any other page's under its history entry. */
const scrollKey = (location: { pathname: string; key: string }, matches: UIMatch[]) =>
  mergedHandle(matches).keepAlive ? location.pathname : location.key;

/** The history entry shown last, across both layouts (undefined before the first page). */
let lastEntry: string | undefined;

/**
 * SHELL-SCROLL: a keep-alive page comes back where it was scrolled to, however it is reached (a
 * link, the back button, through a public page); any other page opens at the top, the back button
 * included. The router saves a page's scroll when a navigation away from it starts, before the
 * next page replaces it; both layouts use this with the same key so a visit to /home keeps it too.
 */
export function PageScroll() {
  const location = useLocation();
  const keepAlive = mergedHandle(useMatches()).keepAlive === true;
  // Runs after ScrollRestoration's own effect (a child's effects run first): the router restores
  // a non-keep-alive page on the back button as a browser would, the rule wants the top. The very
  // first page is left alone (a prerendered page may have been scrolled before the app started).
  useLayoutEffect(() => {
    const previous = lastEntry;
    lastEntry = location.key;
    if (previous === undefined || previous === location.key) return;
    if (!keepAlive && !location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, keepAlive]);
  return <ScrollRestoration getKey={scrollKey} />;
}
