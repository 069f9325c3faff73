import { useTranslation } from 'react-i18next';

import { usePageMeta } from '../../lib/use-page-meta';
import { CareerView } from './career-view';
import { openRoleIds } from './open-roles';

/** The Career page: the open roles in the reader's language. */
export function CareerPage() {
  const { t } = useTranslation('public', { keyPrefix: 'career' });
  usePageMeta(t('meta.title'), t('meta.description'));
  const roles = openRoleIds.map((id) => ({
    id,
    title: t(`roles.${id}.title`),
    team: t(`roles.${id}.team`),
    place: t(`roles.${id}.place`),
    summary: t(`roles.${id}.summary`),
  }));
  return <CareerView roles={roles} />;
}
