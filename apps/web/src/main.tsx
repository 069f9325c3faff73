import './styles.css';

import { applyThemeChoice, readThemeChoice } from '@lancer/features/shell/theme/theme-choice';

// A chosen light or dark theme, marked on <html> by the first module, before the app loads; the
// system's theme needs no script at all (the stylesheet follows prefers-color-scheme, decision 1900).
applyThemeChoice(readThemeChoice());

/**
 * The entry: a prerendered page's text paints first, then the app downloads and starts (decision
 * 0700). Importing the app statically made the browser fetch its one first-load chunk (decision
 * 0710) before the first paint, and Lighthouse's simulated FCP and LCP then waited for it: 2.5 s
 * instead of 1.2 s on /home (decision 0716). No top-level await: the app's chunks import helpers
 * from this one, and a module still awaiting would hold them back (decision 0717).
 *
 * The first frame is not enough: text waits for its font (up to ~100 ms, `font-display: optional`),
 * and a frame of invisible text is not a contentful paint. Starting after that frame, the app chunk
 * was often requested before the text showed, and half the audits of /home measured LCP 2.4 s
 * instead of 1.0-1.5 s (decision 0720). So the app waits for the fonts (at most half a second: on a
 * slow network the fallback font shows and the app need not wait for Inter), then for a frame.
 */
const fontsSettled = Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, 500))]);
const afterFirstContentfulFrame = fontsSettled.then(
  () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      // A tab opened in the background paints no frame: start anyway.
      setTimeout(resolve, 200);
    }),
);
void afterFirstContentfulFrame.then(() => import('./start')).then(({ start }) => start());
