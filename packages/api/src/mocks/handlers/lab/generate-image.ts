import { generateImage } from '../../../contract/lab';
import { placeholderImage } from '../../db/ai';
import { createOperationMock } from '../operation-mock';

export const generateImageMock = createOperationMock(generateImage, ({ body }) => ({
  images: [{ url: placeholderImage(body.prompt, body.size) }],
}));
