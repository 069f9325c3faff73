import { isIP } from 'node:net';

/** What Fastify's `trustProxy` is given: nothing trusted, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names of address ranges (loopback, link-local, unique-local). */
const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string) {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/security.md, "The client address"): which proxies' X-Forwarded-For is
 * believed. Unset, empty or 0: none, the address is the connection's. A whole number: that many
 * proxies in front (the address that many hops back). Otherwise a comma list of the proxies'
 * addresses or CIDR ranges. Anything else stops the start: a guess here lets one header dodge
 * every per-address limit.
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.every((entry) => !/[.:/]/.test(entry) && !rangeNames.has(entry)))
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma list of their addresses or CIDR ranges (it is "${raw}")`,
    );
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong)
    throw new Error(
      `TRUST_PROXY: "${wrong}" is not an IP address or CIDR range (e.g. 10.0.0.0/8, 127.0.0.1)`,
    );
  return entries;
}

/** As Fastify takes it: a hop count becomes the test Fastify itself would make of it. */
export const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
