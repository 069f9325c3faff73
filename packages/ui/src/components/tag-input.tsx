import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type TagInputProps = {
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Offered as the person types; matched case-insensitively anywhere in the text. */
  suggestions?: readonly string[];
  /** Allow tags that are not in the suggestions. */
  allowCustom?: boolean;
  maxTags?: number;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  labels?: { remove?: (tag: string) => string; noMatches?: string };
};

const popupClassName =
  'absolute top-full left-0 z-50 mt-1 w-full rounded-md border bg-popover p-1 text-popover-foreground shadow-md';

/**
 * A combobox that collects tags (skills): type to filter, ArrowUp/Down to move, Enter or comma
 * to add, Backspace on an empty field removes the last tag, Escape closes the list.
 */
export function TagInput({
  value,
  onValueChange,
  suggestions = [],
  allowCustom = true,
  maxTags,
  id,
  placeholder,
  disabled,
  className,
  labels = {},
  ...aria
}: TagInputProps) {
  const generated = useId();
  const inputId = id ?? `tag-input-${generated}`;
  const listId = `${inputId}-list`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const taken = new Set(value.map((tag) => tag.toLowerCase()));
  const matches = suggestions
    .filter((s) => !taken.has(s.toLowerCase()) && s.toLowerCase().includes(query.trim().toLowerCase()))
    .slice(0, 8);
  const full = maxTags !== undefined && value.length >= maxTags;
  const showList = open && !full && (matches.length > 0 || query.trim() !== '');

  const add = (tag: string) => {
    const clean = tag.trim();
    if (!clean || taken.has(clean.toLowerCase()) || full) return;
    if (!allowCustom && !suggestions.some((s) => s.toLowerCase() === clean.toLowerCase())) return;
    onValueChange([...value, clean]);
    setQuery('');
    setActive(0);
  };
  const remove = (tag: string) => onValueChange(value.filter((t) => t !== tag));

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (matches.length ? (i + 1) % matches.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (matches.length ? (i - 1 + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter' || event.key === ',') {
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      add(showList && matches[active] ? matches[active] : query);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      remove(value[value.length - 1]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div
      data-slot="tag-input"
      data-disabled={disabled || undefined}
      // The tags are part of the disabled control too (their dimmed text is exempt from contrast rules).
      aria-disabled={disabled || undefined}
      className={cn(
        'relative flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-background px-2 py-1.5 text-sm shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 has-[[aria-invalid=true]]:border-destructive data-[disabled]:opacity-50 dark:bg-input/30',
        className,
      )}
    >
      <ul className="contents">
        {value.map((tag) => (
          <li
            key={tag}
            data-slot="tag"
            className="inline-flex items-center gap-1 rounded-md bg-secondary py-0.5 pr-1 pl-2 text-xs font-medium text-secondary-foreground"
          >
            {tag}
            <button
              type="button"
              disabled={disabled}
              aria-label={labels.remove?.(tag) ?? `Remove ${tag}`}
              onClick={() => remove(tag)}
              className="grid size-4 place-content-center rounded-sm outline-none hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon aria-hidden className="size-3" />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={inputId}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        disabled={disabled || full}
        placeholder={value.length === 0 ? placeholder : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="min-w-24 flex-1 bg-transparent py-0.5 outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
        {...aria}
      />
      <ul
        id={listId}
        role="listbox"
        hidden={!showList || matches.length === 0}
        className={cn(popupClassName, 'max-h-60 overflow-y-auto')}
      >
        {matches.map((match, index) => (
          <li
            key={match}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => add(match)}
            className="cursor-default rounded-sm px-2 py-1.5 aria-selected:bg-accent aria-selected:text-accent-foreground"
          >
            {match}
          </li>
        ))}
      </ul>
      {showList && matches.length === 0 && (
        <p data-slot="tag-input-hint" className={cn(popupClassName, 'px-3 py-2 text-muted-foreground')}>
          {allowCustom ? `↵ ${query.trim()}` : (labels.noMatches ?? 'No matches')}
        </p>
      )}
    </div>
  );
}
