import { translateText } from '../../../contract/lab';
import { createOperationMock } from '../operation-mock';

export const translateTextMock = createOperationMock(translateText, ({ body }) => ({
  text: `[${body.target_language}] ${body.text}`,
  detected_language:
    body.source_language === 'auto'
      ? /[\u4e00-\u9fff]/.test(body.text)
        ? ('zh' as const)
        : ('en' as const)
      : null,
}));
