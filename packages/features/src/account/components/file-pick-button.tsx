import { Button } from '@lancer/ui/components/button';

type FilePickButtonProps = {
  /** The hidden input's id (its label is the button). */
  id: string;
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The id of the help text the input is described by. */
  describedBy?: string;
  onFiles: (files: File[]) => void;
};

/**
 * A file picker drawn as an outline button: a visually hidden file input and its label as the
 * button, so the picker opens from a keyboard and a screen reader names it; the focus ring follows
 * the input. The input is emptied after each pick, so the same file can be picked again.
 */
export function FilePickButton({
  id,
  label,
  accept,
  multiple,
  disabled,
  describedBy,
  onFiles,
}: FilePickButtonProps) {
  return (
    <>
      <input
        id={id}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-describedby={describedBy}
        className="peer sr-only"
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button
        asChild
        variant="outline"
        className="peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50"
      >
        <label htmlFor={id}>{label}</label>
      </Button>
    </>
  );
}
