import './styles.css';

/**
 * The entry: a prerendered page's text paints first, then the app starts (decision 0700). The app's
 * chunks are preloaded meanwhile (the build names them in index.html), so waiting costs a frame.
 */
await new Promise((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  // A tab opened in the background paints no frame: start anyway.
  setTimeout(resolve, 200);
});
await import('./start');
