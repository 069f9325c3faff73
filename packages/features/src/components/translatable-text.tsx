import { useTranslation } from 'react-i18next';

import { cn } from '@lancer/ui/lib/cn';

import { useTranslateInPlace, type InPlaceTranslation } from '../lib/use-translate-in-place';

/**
 * The one-click toggle of translate in place (LAB-TRANSLATE-IN-PLACE): "Translate", then
 * "Show original"; while it works, or when it cannot ("AI is not configured"), it says so.
 */
export function TranslateButton({
  translation,
  className,
}: {
  translation: Pick<InPlaceTranslation, 'state' | 'toggle'>;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const labels = {
    original: t('translateInPlace.translate'),
    translating: t('translateInPlace.translating'),
    translated: t('translateInPlace.showOriginal'),
    failed: t('translateInPlace.translateFailed'),
    notConfigured: t('aiNotConfigured.title'),
  } satisfies Record<InPlaceTranslation['state'], string>;
  return (
    <button
      type="button"
      data-slot="translate-button"
      aria-pressed={translation.state !== 'original'}
      onClick={translation.toggle}
      className={cn(
        'block text-xs underline underline-offset-2 opacity-80 outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      {labels[translation.state]}
    </button>
  );
}

/** Plain text (a chat message) with its translate-in-place toggle under it. */
export function TranslatableText({ texts }: { texts: readonly string[] }) {
  const translation = useTranslateInPlace(texts);
  return (
    <>
      {translation.texts.map((part, index) => (
        <span key={index} className="block" lang={translation.lang}>
          {part}
        </span>
      ))}
      <TranslateButton translation={translation} className="mt-1" />
    </>
  );
}
