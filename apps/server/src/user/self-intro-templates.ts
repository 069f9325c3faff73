/** Starting points for a self-intro, picked by tags (the editor offers them; the user edits). */
const selfIntroTemplates = [
  {
    id: 'web-developer',
    title: 'Web developer',
    tags: ['web', 'frontend', 'react', 'developer'],
    content_html:
      '<p>I build fast, accessible web applications with React and TypeScript.</p><ul><li>Years of experience: …</li><li>Recent work: …</li></ul>',
  },
  {
    id: 'backend-engineer',
    title: 'Backend engineer',
    tags: ['backend', 'api', 'node', 'database', 'developer'],
    content_html:
      '<p>I design APIs and data models that stay simple as products grow.</p><ul><li>Stack: …</li><li>Systems I run: …</li></ul>',
  },
  {
    id: 'designer',
    title: 'Product designer',
    tags: ['design', 'ui', 'ux'],
    content_html:
      '<p>I turn rough ideas into clear interfaces, from research to a tested prototype.</p><ul><li>Tools: …</li><li>Portfolio: …</li></ul>',
  },
  {
    id: 'writer',
    title: 'Writer and translator',
    tags: ['writing', 'translation', 'content'],
    content_html:
      '<p>I write and translate between English and Chinese for products and marketing.</p><ul><li>Fields: …</li></ul>',
  },
  {
    id: 'data-analyst',
    title: 'Data analyst',
    tags: ['data', 'analytics', 'sql', 'charts'],
    content_html:
      '<p>I answer business questions with data: clean pipelines, honest charts, clear write-ups.</p>',
  },
];

export function templatesForTags(tagList: string) {
  const tags = tagList
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
  if (tags.length === 0) return selfIntroTemplates;
  return selfIntroTemplates.filter((template) => template.tags.some((tag) => tags.includes(tag)));
}
