import { expectedDurations } from '@lancer/api/schemas/request';

/** The categories offered when posting a job (stored as these words; shown translated). */
export const jobCategories = [
  'Web development',
  'Mobile apps',
  'Design',
  'Writing',
  'Translation',
  'Data science',
  'Marketing',
] as const;

/** Skills offered as the client types; any other skill can be added too. */
export const skillSuggestions = [
  'React',
  'TypeScript',
  'Node.js',
  'PostgreSQL',
  'Figma',
  'UI design',
  'Illustrator',
  'Branding',
  'Python',
  'Go',
  'Swift',
  'Kotlin',
  'Chinese',
  'Localization',
  'SEO',
  'Copywriting',
] as const;

export { expectedDurations };
