import { Translation } from '@lancer/features/lab/translation/translation';

/** /lab-translation and /machine-translation (ROUTE-MACHINE-TRANSLATION): the same screen. */
export default function TranslationRoute() {
  return <Translation />;
}
