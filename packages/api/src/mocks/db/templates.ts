/** Self-intro templates the mock answers, filtered by tag. */
export const selfIntroTemplates = [
  {
    id: 'template-developer',
    title: 'Developer',
    tags: ['developer', 'web'],
    content_html:
      '<p>I build fast, accessible web apps with React and Node. I ship in small, tested steps.</p>',
  },
  {
    id: 'template-designer',
    title: 'Designer',
    tags: ['designer', 'branding'],
    content_html: '<p>I design brands and interfaces that people remember, from sketch to final files.</p>',
  },
  {
    id: 'template-translator',
    title: 'Translator',
    tags: ['translator', 'chinese'],
    content_html:
      '<p>I translate apps and documents between English and Chinese, keeping tone and context.</p>',
  },
];
