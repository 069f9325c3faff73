import type { DevBoxLanguage } from '@lancer/api/schemas/lab';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

/** JavaScript or TypeScript: the language the AI developer writes and the dev box runs. */
export function CodeLanguageToggle({
  label,
  value,
  onValueChange,
}: {
  label: string;
  value: DevBoxLanguage;
  onValueChange: (language: DevBoxLanguage) => void;
}) {
  return (
    <ToggleGroup
      type="single"
      variant="outline"
      aria-label={label}
      value={value}
      onValueChange={(next) => next && onValueChange(next as DevBoxLanguage)}
    >
      <ToggleGroupItem value="javascript">JavaScript</ToggleGroupItem>
      <ToggleGroupItem value="typescript">TypeScript</ToggleGroupItem>
    </ToggleGroup>
  );
}
