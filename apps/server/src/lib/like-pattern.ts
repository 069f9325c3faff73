/** `%text%` for ILIKE with the text's own `\`, `%` and `_` escaped, so they match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
