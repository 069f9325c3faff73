type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; Infinity keeps it until dismissed. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: number };

type Listener = () => void;

/** A tiny module-level queue so any code (a mutation's onError, say) can raise a toast. */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [...items, { ...input, id }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => items;

/** Empties the queue (stories and tests start clean). */
export function clearToasts() {
  items = [];
  emit();
}
