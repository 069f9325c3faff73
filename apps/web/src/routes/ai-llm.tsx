import { AiLlm } from '@lancer/features/lab/ai-llm/ai-llm';

/** /lab-ai-llm: one prompt, streamed. */
export default function AiLlmRoute() {
  return <AiLlm />;
}
