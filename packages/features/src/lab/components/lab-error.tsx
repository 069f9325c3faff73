import { Alert, AlertTitle } from '@lancer/ui/components/alert';

import { AiNotConfigured } from './ai-not-configured';

/**
 * What a lab tool shows when its last call failed (labErrorOf): the not-configured notice
 * (MSG-AI-NOT-CONFIGURED), the server's words (ERR-AI-FAILED), or nothing.
 */
export function LabError({ error }: { error: string | null }) {
  if (error === 'notConfigured') return <AiNotConfigured />;
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertTitle>{error}</AlertTitle>
    </Alert>
  );
}
