import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** A numeric code of `length` digits, uniformly random (leading zeros kept). */
export const numericCode = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');
