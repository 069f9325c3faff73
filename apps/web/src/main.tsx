import './styles.css';

/**
 * The entry: a prerendered page's text paints first, then the app downloads and starts (decision
 * 0700). Importing the app statically made the browser fetch its one first-load chunk (decision
 * 0710) before the first paint, and Lighthouse's simulated FCP and LCP then waited for it: 2.5 s
 * instead of 1.2 s on /home (decision 0716). No top-level await: the app's chunks import helpers
 * from this one, and a module still awaiting would hold them back (decision 0717).
 */
const afterFirstFrame = new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A tab opened in the background paints no frame: start anyway.
  setTimeout(resolve, 200);
});
void afterFirstFrame.then(() => import('./start')).then(({ start }) => start());
