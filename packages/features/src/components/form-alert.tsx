import { Alert, AlertTitle } from '@lancer/ui/components/alert';

/** A failed save: what failed, and the server's reason when it gave one. Form values stay. */
export function FormAlert({ title, reason }: { title: string; reason?: string | null }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      {reason ? <p className="col-start-2 text-sm">{reason}</p> : null}
    </Alert>
  );
}
