import { useTranslation } from 'react-i18next';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@lancer/ui/components/dialog';
import { Kbd } from '@lancer/ui/components/kbd';

export type ShortcutsSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "⌘" on Apple keyboards, "Ctrl" elsewhere. */
  modifier: string;
};

/** Every keyboard shortcut of the signed-in pages, each with its keys. */
const shortcuts = [
  { id: 'palette', keys: (modifier: string) => [modifier, 'K'] },
  { id: 'sheet', keys: () => ['?'] },
  { id: 'send', keys: () => ['Enter'] },
  { id: 'newLine', keys: () => ['Shift', 'Enter'] },
  { id: 'run', keys: (modifier: string) => [modifier, 'Enter'] },
  { id: 'close', keys: () => ['Esc'] },
  { id: 'skip', keys: () => ['Tab'] },
] as const;

/** The "?" sheet (issue 37): what each shortcut does, in the reader's language. */
export function ShortcutsSheet({ open, onOpenChange, modifier }: ShortcutsSheetProps) {
  const { t } = useTranslation('shell', { keyPrefix: 'shortcuts' });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
          {shortcuts.map((shortcut) => (
            <div key={shortcut.id} className="contents">
              <dt>{t(`items.${shortcut.id}`)}</dt>
              <dd className="flex items-center justify-end gap-1">
                {shortcut.keys(modifier).map((key) => (
                  <Kbd key={key}>{key}</Kbd>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
