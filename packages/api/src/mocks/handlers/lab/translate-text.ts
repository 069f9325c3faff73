import { translateText } from '../../../contract/lab';
import { detectLanguage } from '../../../rules/detect-language';
import { createOperationMock } from '../operation-mock';

export const translateTextMock = createOperationMock(translateText, ({ body }) => ({
  text: `[${body.target_language}] ${body.text}`,
  detected_language: body.source_language === 'auto' ? detectLanguage(body.text) : null,
}));
