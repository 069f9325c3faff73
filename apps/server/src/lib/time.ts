export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);
