/**
 * LAB-TRANSLATE-IN-PLACE, translation "detect": English or Chinese by the text's letters. Chinese
 * when Han characters outnumber Latin words, else English. The server, the mocks and the screens
 * share it, so "Detected: Chinese" means the same everywhere.
 */
export function detectLanguage(text: string): 'en' | 'zh' {
  const han = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const latinWords = text.match(/[A-Za-z]+/g)?.length ?? 0;
  return han > 0 && han >= latinWords ? 'zh' : 'en';
}

/** The other language of the pair: where a translation goes. */
export const otherLanguage = (language: 'en' | 'zh') => (language === 'en' ? 'zh' : 'en');
