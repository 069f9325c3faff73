import { describeServerContract } from './helpers/server-contract';

/** The packages/api contract suite against this server on PGlite. */
describeServerContract('server on PGlite', () => ({}));
