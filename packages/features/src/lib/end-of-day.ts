/** The end of a picked day in the operator's time zone, as the contract's instant. */
export const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();
