/**
 * An email address as the contract's `emailSchema` accepts it (zod's email pattern, after trimming),
 * for a form that checks one field before it calls: the sign-in form validates without zod
 * (decision 0710). email-address.test.ts checks it agrees with the schema.
 */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isEmailAddress = (value: string) => emailPattern.test(value.trim());
