import { uploadPortfolioImage } from '../../../contract/review';
import { MockHttpError } from '../../db/mock-http-error';
import { storeMockPortfolioImage } from '../../db/portfolio';
import { createOperationMock } from '../operation-mock';

export const uploadPortfolioImageMock = createOperationMock(
  uploadPortfolioImage,
  async ({ db, meId, form }) => {
    const file = form?.get('file');
    if (!(file instanceof File))
      throw new MockHttpError(400, 'VALIDATION_FAILED', 'The form has no field named "file"', {
        file: 'Choose a file',
      });
    return storeMockPortfolioImage(db, meId, file);
  },
);
