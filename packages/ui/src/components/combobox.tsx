import { CheckIcon, ChevronDownIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export type ComboboxOption = { value: string; label: string };

type ComboboxLabels = {
  noMatches?: string;
  loading?: string;
  /** The row that adds what was typed, when `creatable`. */
  create?: (text: string) => string;
  remove?: (label: string) => string;
};

type CommonProps = {
  /** The options to filter as the person types (matched case-insensitively anywhere in the label). */
  options?: readonly ComboboxOption[];
  /** Options fetched for what was typed (debounced); replaces `options` filtering when given. */
  loadOptions?: (text: string, signal: AbortSignal) => Promise<readonly ComboboxOption[]>;
  /** Allow a value that is not among the options: Enter on the "Add" row takes the typed text. */
  creatable?: boolean;
  /** Multiple choice only: at most this many values. */
  maxSelected?: number;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  labels?: ComboboxLabels;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

export type ComboboxProps = CommonProps &
  (
    | { multiple?: false; value: string | null; onValueChange: (value: string | null) => void }
    | { multiple: true; value: readonly string[]; onValueChange: (value: string[]) => void }
  );

const LOAD_DELAY_MS = 200;
const MAX_SHOWN = 50;
const popupClassName =
  'absolute top-full left-0 z-50 mt-1 w-full rounded-md border bg-popover p-1 text-popover-foreground shadow-md';

/** Remote options for the typed text, debounced, the stale answers dropped. */
function useLoadedOptions(loadOptions: CommonProps['loadOptions'], text: string, open: boolean) {
  const [state, setState] = useState<{ text: string; options: readonly ComboboxOption[] } | null>(null);
  useEffect(() => {
    if (!loadOptions || !open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      loadOptions(text, controller.signal).then(
        (options) => !controller.signal.aborted && setState({ text, options }),
        () => !controller.signal.aborted && setState({ text, options: [] }),
      );
    }, LOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loadOptions, text, open]);
  const loading = Boolean(loadOptions) && state?.text !== text;
  return { loading, options: state?.text === text ? state.options : [] };
}

/**
 * A combobox: type to filter, ArrowUp/Down to move, Enter to choose, Escape to close; single or
 * multiple choice (chosen values as removable chips, Backspace on an empty field removes the last);
 * options fixed or loaded for what was typed; values created on the fly where `creatable` allows.
 */
export function Combobox(props: ComboboxProps) {
  const { options = [], loadOptions, creatable, maxSelected, id, placeholder, disabled, className } = props;
  const labels = props.labels ?? {};
  const generated = useId();
  const inputId = id ?? `combobox-${generated}`;
  const listId = `${inputId}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Labels of values chosen from loaded options, so a chip or the field can still name them.
  const known = useRef(new Map<string, string>());
  for (const option of options) known.current.set(option.value, option.label);

  const chosen = props.multiple ? props.value : props.value === null ? [] : [props.value];
  const labelOf = (value: string) => known.current.get(value) ?? value;
  const loaded = useLoadedOptions(loadOptions, text.trim(), open);
  const needle = text.trim().toLowerCase();
  const pool = loadOptions ? loaded.options : options;
  const taken = new Set(props.multiple ? chosen : []);
  const matches = pool
    .filter((option) => !taken.has(option.value))
    .filter((option) => loadOptions || option.label.toLowerCase().includes(needle))
    .slice(0, MAX_SHOWN);
  const exact = [...pool, ...chosen.map((value) => ({ value, label: labelOf(value) }))].some(
    (option) => option.label.toLowerCase() === needle,
  );
  const createRow = creatable && needle !== '' && !exact && !loaded.loading;
  const rows: Array<ComboboxOption & { created?: boolean }> = [
    ...matches,
    ...(createRow ? [{ value: text.trim(), label: text.trim(), created: true }] : []),
  ];
  const full = props.multiple && maxSelected !== undefined && chosen.length >= maxSelected;
  const showList = open && !full && !disabled;

  const choose = (option: ComboboxOption) => {
    known.current.set(option.value, option.label);
    if (props.multiple) {
      if (!taken.has(option.value)) props.onValueChange([...props.value, option.value]);
    } else {
      props.onValueChange(option.value);
      setOpen(false);
    }
    setText('');
    setActive(0);
  };
  const remove = (value: string) => {
    if (props.multiple) props.onValueChange(props.value.filter((item) => item !== value));
    else props.onValueChange(null);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (rows.length ? (index + 1) % rows.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (rows.length ? (index - 1 + rows.length) % rows.length : 0));
    } else if (event.key === 'Enter') {
      if (event.nativeEvent.isComposing || !showList) return;
      const row = rows[active];
      if (!row) return;
      event.preventDefault();
      choose(row);
    } else if (event.key === 'Backspace' && text === '' && chosen.length > 0 && props.multiple) {
      remove(chosen[chosen.length - 1]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText('');
    }
  };

  // Single choice shows the chosen label in the field until the person types.
  const shown = !props.multiple && !open && text === '' && props.value !== null ? labelOf(props.value) : text;
  const hint = loaded.loading
    ? (labels.loading ?? 'Loading…')
    : rows.length === 0
      ? (labels.noMatches ?? 'No matches')
      : null;

  return (
    <div
      data-slot="combobox"
      data-disabled={disabled || undefined}
      aria-disabled={disabled || undefined}
      className={cn(
        'relative flex min-h-9 w-full flex-wrap items-center gap-1.5 rounded-md border border-input bg-background py-1 pr-8 pl-2 text-sm shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 has-[[aria-invalid=true]]:border-destructive data-[disabled]:opacity-50 dark:bg-input/30',
        className,
      )}
    >
      {props.multiple ? (
        <ul className="contents">
          {chosen.map((value) => (
            <li
              key={value}
              data-slot="combobox-chip"
              className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-md bg-secondary py-0.5 pr-1 pl-2 text-xs font-medium text-secondary-foreground"
            >
              <span className="truncate" title={labelOf(value)}>
                {labelOf(value)}
              </span>
              <button
                type="button"
                disabled={disabled}
                aria-label={labels.remove?.(labelOf(value)) ?? `Remove ${labelOf(value)}`}
                onClick={() => remove(value)}
                className="grid size-4 shrink-0 place-content-center rounded-sm outline-none hover:bg-foreground/10 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && rows[active] ? `${listId}-${active}` : undefined}
        aria-label={props['aria-label']}
        aria-describedby={props['aria-describedby']}
        aria-invalid={props['aria-invalid']}
        autoComplete="off"
        disabled={disabled || full}
        placeholder={chosen.length === 0 ? placeholder : undefined}
        value={shown}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setText('');
        }}
        onKeyDown={onKeyDown}
        className="min-w-24 flex-1 truncate bg-transparent py-0.5 outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
      />
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <ul
        id={listId}
        role="listbox"
        aria-multiselectable={props.multiple || undefined}
        hidden={!showList || rows.length === 0}
        className={cn(popupClassName, 'max-h-60 overflow-y-auto')}
      >
        {rows.map((row, index) => (
          <li
            key={`${row.created ? 'new:' : ''}${row.value}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            data-chosen={chosen.includes(row.value) || undefined}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(row)}
            className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 break-words aria-selected:bg-accent aria-selected:text-accent-foreground"
          >
            <span className="min-w-0 flex-1">
              {row.created ? (labels.create?.(row.label) ?? `Add "${row.label}"`) : row.label}
            </span>
            {chosen.includes(row.value) ? <CheckIcon aria-hidden className="size-4 shrink-0" /> : null}
          </li>
        ))}
      </ul>
      {showList && hint !== null ? (
        <p
          role="status"
          data-slot="combobox-hint"
          className={cn(popupClassName, 'px-3 py-2 text-muted-foreground', rows.length > 0 && 'hidden')}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
