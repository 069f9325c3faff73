import { fetchSandbox } from '../../../contract/site';
import { createOperationMock } from '../operation-mock';

/** The mocks stand for a server with real payments and mail; a story shows the sandbox with `success`. */
export const fetchSandboxMock = createOperationMock(fetchSandbox, () => ({
  payments_simulated: false,
  mail_not_sent: false,
}));
