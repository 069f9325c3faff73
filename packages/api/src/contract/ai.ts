import { z } from 'zod';

import { signedIn } from './access';
import { defineOperation } from './operation';

/** The spec's AI rewrite calls (their paths are the spec's: /api/ai/...). */

const aiText = z.object({ text: z.string().trim().min(1).max(20_000) });

export const rewriteResume = defineOperation({
  name: 'rewriteResume',
  method: 'POST',
  path: '/api/ai/rewrite-resume',
  summary: 'AI rewrite of a resume or self-intro.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: aiText,
  response: z.object({ text: z.string() }),
});

export const rewriteJobpost = defineOperation({
  name: 'rewriteJobpost',
  method: 'POST',
  path: '/api/ai/rewrite-jobpost',
  summary: 'AI rewrite of a job post.',
  auth: 'user',
  access: signedIn,
  limit: 'ai',
  body: aiText,
  response: z.object({ text: z.string() }),
});

export const aiOperations = { rewriteResume, rewriteJobpost } as const;
