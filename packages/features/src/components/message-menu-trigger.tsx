import { MoreHorizontalIcon } from 'lucide-react';

import { DropdownMenuTrigger } from '@lancer/ui/components/dropdown-menu';

/** The "…" that opens a chat message's menu: one's own (Edit, Delete) or another's (Report). */
export function MessageMenuTrigger({ label }: { label: string }) {
  return (
    <DropdownMenuTrigger
      aria-label={label}
      className="rounded-sm px-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <MoreHorizontalIcon aria-hidden className="size-4" />
    </DropdownMenuTrigger>
  );
}
