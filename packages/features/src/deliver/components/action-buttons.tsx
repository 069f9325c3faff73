import { Button } from '@lancer/ui/components/button';
import { cn } from '@lancer/ui/lib/cn';

type ActionButtonsProps<A extends string> = {
  /** What the user may do next, in order; nothing renders when empty. */
  actions: readonly A[];
  /** The one action drawn as the main button. */
  primary: A | undefined;
  labelOf: (action: A) => string;
  busy: boolean;
  onAction: (action: A) => void;
  className?: string;
};

/** The next steps of a milestone or an issue as a row of buttons, the main one filled. */
export function ActionButtons<A extends string>({
  actions,
  primary,
  labelOf,
  busy,
  onAction,
  className,
}: ActionButtonsProps<A>) {
  if (actions.length === 0) return null;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === primary ? 'default' : 'outline'}
          disabled={busy}
          onClick={() => onAction(action)}
        >
          {labelOf(action)}
        </Button>
      ))}
    </div>
  );
}
