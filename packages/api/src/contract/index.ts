import { userOperations } from './user';

/** Every operation of the API, by name. New areas add their map here. */
export const operations = {
  ...userOperations,
} as const;

export type OperationName = keyof typeof operations;
