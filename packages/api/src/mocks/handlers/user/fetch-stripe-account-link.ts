import { fetchStripeAccountLink } from '../../../contract/user';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const fetchStripeAccountLinkMock = createOperationMock(
  fetchStripeAccountLink,
  ({ db, meId, query }) => ({
    url: `https://connect.example.com/${query.link_type}/${meId}`,
    expires_at: tick(db),
  }),
);
