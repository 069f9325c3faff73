/** The reader's language as the blog calls name it. */
export const siteLanguageOf = (language: string | undefined): 'en' | 'zh' =>
  language?.startsWith('zh') ? 'zh' : 'en';
