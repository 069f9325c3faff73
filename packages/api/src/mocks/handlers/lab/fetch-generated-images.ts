import { fetchGeneratedImages } from '../../../contract/lab';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchGeneratedImagesMock = createOperationMock(fetchGeneratedImages, ({ db, meId, query }) =>
  paginate(db.generatedImages[meId] ?? [], query),
);
