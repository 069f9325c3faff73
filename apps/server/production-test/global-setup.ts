import { buildServer } from './cluster';

/** The production build (dist/main.js) every file starts, built once for the run. */
export default function setup() {
  buildServer();
}
