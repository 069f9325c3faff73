import { fetchPublicProfile } from '../../../contract/review';
import { notFound } from '../../db/mock-http-error';
import { findPublicByFlid, publicProfileView } from '../../db/reviews';
import { createOperationMock } from '../operation-mock';

export const fetchPublicProfileMock = createOperationMock(fetchPublicProfile, ({ db, query }) => {
  const profile = findPublicByFlid(db, query.flid);
  if (!profile) throw notFound('User');
  return publicProfileView(db, profile);
});
