import { fetchTemplatesForSelfIntro } from '../../../contract/user';
import { selfIntroTemplates } from '../../db/templates';
import { createOperationMock } from '../operation-mock';

export const fetchTemplatesForSelfIntroMock = createOperationMock(fetchTemplatesForSelfIntro, ({ query }) => {
  const tags = query.tags
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  const templates = selfIntroTemplates.filter(
    (template) => tags.length === 0 || template.tags.some((tag) => tags.includes(tag)),
  );
  return { templates };
});
