import type { Services } from '../services';

const rewrite = (services: Services, instruction: string, text: string) =>
  services.ai.complete([
    {
      role: 'system',
      content: `${instruction} Keep the author's facts and language. Answer with the rewritten text only.`,
    },
    { role: 'user', content: text },
  ]);

export const rewriteResume = async (services: Services, text: string) => ({
  text: await rewrite(
    services,
    'You polish freelancer resumes and self-introductions: clear, concrete, confident.',
    text,
  ),
});

export const rewriteJobpost = async (services: Services, text: string) => ({
  text: await rewrite(
    services,
    'You rewrite job posts so freelancers understand scope, deliverables, skills and budget.',
    text,
  ),
});
