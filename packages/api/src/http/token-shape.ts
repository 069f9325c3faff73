/**
 * The request-path check of ERR-TOKEN-SIGNATURE: an access token that is not a JWT
 * (header.payload.signature, base64url) cannot carry a valid signature, so it is not sent.
 */
export const isWellFormedJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
