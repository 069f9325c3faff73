import { z } from 'zod';

import { idSchema, timestampSchema } from './common';

export const labLanguageSchema = z.enum(['en', 'zh', 'ja', 'ko', 'fr', 'de', 'es']);

export const chatRoleSchema = z.enum(['system', 'user', 'assistant']);
export const labChatMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.string().trim().min(1, 'Please input message').max(20_000),
});

export const labTaskSchema = z.enum(['summarize', 'extract_keywords', 'classify', 'custom']);

export const imageSizeSchema = z.enum(['256x256', '512x512', '1024x1024']);

export const generatedFileSchema = z.object({ path: z.string(), content: z.string() });

export const devBoxSchema = z.object({
  id: idSchema,
  name: z.string(),
  template: z.enum(['node', 'python', 'static']),
  status: z.enum(['starting', 'running', 'stopped']),
  created_at: timestampSchema,
});
export type DevBox = z.infer<typeof devBoxSchema>;
