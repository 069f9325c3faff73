import { fetchLabModels } from '../../../contract/lab';
import { createOperationMock } from '../operation-mock';

export const fetchLabModelsMock = createOperationMock(fetchLabModels, () => ({
  models: [{ id: 'mock-llm' }, { id: 'mock-llm-large' }],
  default_model: 'mock-llm',
}));
