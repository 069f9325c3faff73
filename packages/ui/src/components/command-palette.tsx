import { defaultFilter } from 'cmdk';
import { SearchIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { overlayClassName } from './dialog';
import { useCommandPaletteHotkey } from '../hooks/use-command-palette-hotkey';
import { Kbd } from './kbd';

export type Command = {
  id: string;
  label: string;
  group?: string;
  /** Extra words that find this command (e.g. Chinese and English names). */
  keywords?: readonly string[];
  shortcut?: string;
  icon?: React.ReactNode;
  /** Listed but not available: arrow keys pass over it, and Enter or a click does not run it. */
  disabled?: boolean;
};

export type CommandPaletteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  commands: readonly Command[];
  onSelect: (command: Command) => void;
  /** Listen for Ctrl+K / Cmd+K anywhere on the page to open the palette. */
  hotkey?: boolean;
  labels?: { title?: string; placeholder?: string; empty?: string };
};

/**
 * The commands that match the query, best first: cmdk's fuzzy score (letters in order, word starts
 * weigh more) over the label and the keywords. Only cmdk's scoring is used: its component leaves
 * aria-activedescendant on an option that filtering removed (decision 1910).
 */
const matching = (commands: readonly Command[], query: string) => {
  const q = query.trim();
  if (!q) return commands;
  return commands
    .map((command) => ({ command, score: defaultFilter(command.label, q, [...(command.keywords ?? [])]) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ command }) => command);
};

/** The first enabled command from `from` on, moving by `step` and wrapping around; -1 when none is enabled. */
const enabledFrom = (list: readonly Command[], from: number, step: 1 | -1) => {
  for (let i = 0; i < list.length; i++) {
    const index = (((from + step * i) % list.length) + list.length) % list.length;
    if (!list[index]!.disabled) return index;
  }
  return -1;
};

/** A searchable list of commands in a modal: type to filter, arrows to move, Enter to run, Escape to close. */
export function CommandPalette({
  open,
  onOpenChange,
  commands,
  onSelect,
  hotkey = false,
  labels = {},
}: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  // Opened by a hotkey or a plain button (no Radix trigger), so remember where focus came from.
  const returnFocus = useRef<HTMLElement | null>(null);
  // Grouped in the order the best match of each group comes, so the arrows walk what is shown.
  const matched = matching(commands, query);
  const groups = [...new Set(matched.map((command) => command.group ?? ''))];
  const visible = groups.flatMap((group) => matched.filter((command) => (command.group ?? '') === group));
  const current = enabledFrom(visible, Math.min(active, Math.max(visible.length - 1, 0)), 1);

  useCommandPaletteHotkey(open, onOpenChange, hotkey);

  const run = (command: Command | undefined) => {
    if (!command || command.disabled) return;
    onSelect(command);
    setQuery('');
    setActive(0);
    onOpenChange(false);
  };

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setQuery('');
          setActive(0);
        }
        onOpenChange(next);
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClassName} />
        <DialogPrimitive.Content
          data-slot="command-palette"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current?.isConnected) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
          className="fixed top-[20%] left-1/2 z-50 w-full max-w-[calc(100%-2rem)] -translate-x-1/2 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg sm:max-w-lg"
        >
          <DialogPrimitive.Title className="sr-only">
            {labels.title ?? 'Command palette'}
          </DialogPrimitive.Title>
          <div className="flex items-center gap-2 border-b px-3">
            <SearchIcon aria-hidden className="size-4 text-muted-foreground" />
            <input
              role="combobox"
              aria-label={labels.title ?? 'Command palette'}
              aria-expanded
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={visible[current] ? `${listId}-${visible[current].id}` : undefined}
              autoComplete="off"
              value={query}
              placeholder={labels.placeholder ?? 'Type a command or search'}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  const step = event.key === 'ArrowDown' ? 1 : -1;
                  if (current >= 0) setActive(enabledFrom(visible, current + step, step));
                } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  run(visible[current]);
                }
              }}
              className="h-11 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
            />
          </div>
          <div
            id={listId}
            role="listbox"
            aria-label={labels.title ?? 'Command palette'}
            className="max-h-72 overflow-y-auto p-1"
          >
            {groups.map((group) => (
              <div key={group} role="group" aria-label={group || undefined}>
                {group && (
                  <div aria-hidden className="px-2 pt-2 pb-1 text-xs font-medium text-muted-foreground">
                    {group}
                  </div>
                )}
                {visible
                  .filter((command) => (command.group ?? '') === group)
                  .map((command) => {
                    const selected = visible[current]?.id === command.id;
                    return (
                      <div
                        key={command.id}
                        id={`${listId}-${command.id}`}
                        role="option"
                        aria-selected={selected}
                        aria-disabled={command.disabled || undefined}
                        onPointerDown={(event) => event.preventDefault()}
                        onClick={() => run(command)}
                        onPointerMove={() => {
                          if (!command.disabled) setActive(visible.indexOf(command));
                        }}
                        className={cn(
                          'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm aria-disabled:opacity-50 [&_svg]:size-4',
                          selected && 'bg-accent text-accent-foreground',
                        )}
                      >
                        {command.icon}
                        <span className="flex-1">{command.label}</span>
                        {command.shortcut && <Kbd>{command.shortcut}</Kbd>}
                      </div>
                    );
                  })}
              </div>
            ))}
          </div>
          {visible.length === 0 && (
            <p role="status" className="px-3 pb-4 text-center text-sm text-muted-foreground">
              {labels.empty ?? 'No results'}
            </p>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
