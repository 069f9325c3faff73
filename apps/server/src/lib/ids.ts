import { createHash, randomBytes, randomInt } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

/**
 * A row's id: a UUID that sorts in the order this instance made them (version 7, monotonic), so
 * `ORDER BY created_at, id` keeps insert order when two rows share a clock reading: PGlite's clock
 * counts milliseconds, and five chat messages sent in one came back shuffled.
 */
export const newId = (): string => uuidv7();
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A numeric code of `length` digits, uniformly random (leading zeros kept). */
export const numericCode = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
