import { fetchProfile } from '../../../contract/user';
import { createOperationMock } from '../operation-mock';

export const fetchProfileMock = createOperationMock(fetchProfile, ({ me }) => me);
