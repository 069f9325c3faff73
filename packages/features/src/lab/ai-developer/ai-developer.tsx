import { userMessageOf } from '@lancer/api/http/api-error';

import { useFetchLabStatus } from '@lancer/api/lab/fetch-lab-status';
import { useRunAiDeveloper } from '@lancer/api/lab/run-ai-developer';

import { isAiNotConfigured } from '../../lib/ai-not-configured';
import { useRateLimitText } from '../../lib/rate-limited';
import { labStatusOf } from '../lib/ai-error';
import { AiDeveloperView, type AiDeveloperResult, type AiDeveloperViewProps } from './ai-developer-view';

export type AiDeveloperProps = {
  /** "Open in Dev box": apps/web opens /dev-box with this code. */
  onOpenInDevBox: (result: AiDeveloperResult) => void;
};

/** AI developer (/ai-developer): nothing runs on the server; the dev box runs the code in the browser. */
export function AiDeveloper({ onOpenInDevBox }: AiDeveloperProps) {
  const waitText = useRateLimitText();
  const status = useFetchLabStatus();
  const develop = useRunAiDeveloper();
  const notConfigured = develop.error !== null && isAiNotConfigured(develop.error);
  const result: AiDeveloperViewProps['result'] = develop.isPending
    ? { status: 'loading' }
    : develop.error && !notConfigured
      ? { status: 'error', message: waitText(develop.error) ?? userMessageOf(develop.error) }
      : develop.data
        ? { status: 'ready', data: develop.data }
        : { status: 'idle' };
  return (
    <AiDeveloperView
      onSubmit={(body) => develop.mutate({ body })}
      result={result}
      status={labStatusOf(status, develop.error)}
      onOpenInDevBox={onOpenInDevBox}
    />
  );
}
