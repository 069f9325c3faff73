import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';

import { cn } from '../lib/cn';
import { dismissToast, getToasts, subscribeToasts, type ToastItem } from '../lib/toast-store';

export { toast, dismissToast } from '../lib/toast-store';

export const toastVariants = cva(
  'group pointer-events-auto relative grid w-full grid-cols-[minmax(0,1fr)_auto] items-start gap-1 rounded-md border p-4 pr-8 wrap-break-word shadow-lg data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
  {
    variants: {
      variant: {
        default: 'bg-popover text-popover-foreground',
        success:
          'border-success/40 bg-popover text-popover-foreground [&_[data-slot=toast-title]]:text-success',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToasterProps = {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Region label announced by screen readers; "{hotkey}" is replaced by the shortcut. */
  label?: string;
};

function ToastView({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={item.variant ?? 'default'}
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      duration={item.duration ?? 5000}
      className={toastVariants({ variant: item.variant })}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
    >
      <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
        {item.title}
      </ToastPrimitive.Title>
      {item.description && (
        <ToastPrimitive.Description data-slot="toast-description" className="col-span-2 text-sm opacity-90">
          {item.description}
        </ToastPrimitive.Description>
      )}
      <ToastPrimitive.Close
        aria-label={closeLabel}
        className="absolute top-2 right-2 rounded-sm p-1 opacity-70 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon aria-hidden className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** Mount once near the root; `toast({ title })` from anywhere shows a message here. */
export function Toaster({ closeLabel = 'Close', label = 'Notifications ({hotkey})' }: ToasterProps) {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={label}>
      {items.map((item) => (
        <ToastView key={item.id} item={item} closeLabel={closeLabel} />
      ))}
      <ToastPrimitive.Viewport
        data-slot="toast-viewport"
        className={cn(
          'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
