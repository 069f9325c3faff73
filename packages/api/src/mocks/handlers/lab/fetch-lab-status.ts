import { fetchLabStatus } from '../../../contract/lab';
import { createOperationMock } from '../operation-mock';

export const fetchLabStatusMock = createOperationMock(fetchLabStatus, () => ({
  configured: true,
  model: 'mock-llm',
}));
