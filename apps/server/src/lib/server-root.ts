import path from 'node:path';

/**
 * apps/server, both when this runs from src/ (tsx) and from the bundle in dist/ (node, production):
 * files that are not code (migrations, blog posts, the web app's build) are found from here.
 */
export const serverRoot = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '..' : '../..',
);
