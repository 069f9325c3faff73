import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFetchLabModels } from '@lancer/api/lab/fetch-lab-models';
import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useStreamChat } from '@lancer/api/lab/stream-chat';

import { toLoadable } from '../../lib/to-loadable';
import { useRateLimitText } from '../../lib/rate-limited';
import { labErrorOf } from '../lib/ai-error';
import { AiLlmView } from './ai-llm-view';

/** AI LLM (/lab-ai-llm): one prompt streamed through stream-chat with the chosen model and parameters. */
export function AiLlm() {
  const { t } = useTranslation('lab');
  const waitText = useRateLimitText();
  const status = useFetchLabStatus();
  const configured = status.data?.configured === true;
  const models = useFetchLabModels({ enabled: configured });
  const stream = useStreamChat();
  const [chosen, setModel] = useState<string | null>(null);
  const [temperature, setTemperature] = useState(0.7);
  const [maxTokens, setMaxTokens] = useState(1024);
  const model = chosen ?? models.data?.default_model ?? '';

  const onSend = (prompt: string) => {
    void stream.start({
      body: {
        messages: [{ role: 'user', content: prompt }],
        ...(model ? { model } : {}),
        temperature,
        max_tokens: Math.min(32_000, Math.max(1, Math.round(maxTokens) || 1)),
      },
    });
  };

  const error = waitText(stream.error) ?? labErrorOf(stream.error, t('shared.failed'));

  return (
    <AiLlmView
      status={toLoadable(status)}
      models={toLoadable(models, (data) => data.models.map((m) => m.id))}
      model={model}
      onModelChange={setModel}
      temperature={temperature}
      onTemperatureChange={setTemperature}
      maxTokens={maxTokens}
      onMaxTokensChange={setMaxTokens}
      onSend={onSend}
      onStop={stream.stop}
      streaming={stream.status === 'streaming'}
      answer={stream.text}
      stopped={stream.status === 'stopped'}
      error={error}
    />
  );
}
