import { fetchClientReputation } from '../../../contract/review';
import { clientReputationView } from '../../db/client-reputation';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchClientReputationMock = createOperationMock(fetchClientReputation, ({ db, query }) => {
  findUser(db, query.client_id);
  return clientReputationView(db, query.client_id);
});
