import { Button } from '@lancer/ui/components/button';
import { DialogFooter } from '@lancer/ui/components/dialog';

import { FormAlert } from './form-alert';

type DialogFormFooterProps = {
  /** What failed on the last try, and the server's reason; the typed values stay. */
  failure: { title: string; reason?: string | null } | null;
  cancelLabel: string;
  submitLabel: string;
  /** The submit is under way: its button shows it and takes no second click. */
  busy: boolean;
  onCancel: () => void;
};

/** The end of every form in a dialog: the failure, if any, then Cancel and the submit button. */
export function DialogFormFooter({
  failure,
  cancelLabel,
  submitLabel,
  busy,
  onCancel,
}: DialogFormFooterProps) {
  return (
    <>
      {failure ? <FormAlert title={failure.title} reason={failure.reason} /> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
