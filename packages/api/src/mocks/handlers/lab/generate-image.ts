import { generateImage } from '../../../contract/lab';
import { placeholderImage } from '../../db/ai';
import { newId, tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

/** Stores the images as mine, newest first, like the server: the first image is the newest. */
export const generateImageMock = createOperationMock(generateImage, ({ db, meId, body }) => {
  const times = Array.from({ length: body.count }, () => tick(db)).reverse();
  const images = times.map((created_at, index) => ({
    id: newId('image'),
    url: placeholderImage(body.count > 1 ? `${body.prompt} (${index + 1})` : body.prompt, body.size),
    prompt: body.prompt,
    size: body.size,
    created_at,
  }));
  (db.generatedImages[meId] ??= []).unshift(...images);
  return { images };
});
