import type { HandlerMap } from '../http/handler';

const rewrite = (instruction: string) => [
  {
    role: 'system' as const,
    content: `${instruction} Keep the author's facts and language. Answer with the rewritten text only.`,
  },
];

export const aiHandlers = {
  rewriteResume: async ({ body, services }) => ({
    text: await services.ai.complete([
      ...rewrite('You polish freelancer resumes and self-introductions: clear, concrete, confident.'),
      { role: 'user', content: body.text },
    ]),
  }),
  rewriteJobpost: async ({ body, services }) => ({
    text: await services.ai.complete([
      ...rewrite('You rewrite job posts so freelancers understand scope, deliverables, skills and budget.'),
      { role: 'user', content: body.text },
    ]),
  }),
} satisfies HandlerMap;
