import { z } from 'zod';

import { AUTH_CODE_LENGTH } from '@lancer/api/constants';

/** A mailed code: messages are keys of the signin namespace (the spec's texts). */
export const codeSchema = z
  .string()
  .trim()
  .min(1, 'code.required')
  .regex(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), 'code.invalid');
