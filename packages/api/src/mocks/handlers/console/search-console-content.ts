import { searchConsoleContent } from '../../../contract/console';
import type { ConsoleContent } from '../../../schemas/console';
import { summaryOf } from '../../factories/user';
import type { MockDb } from '../../db/mock-db';
import { findUser, newestFirst, paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

/** The job posts or the reviews as the console shows them (decision 1541), newest first. */
const contentOf = (db: MockDb, type: 'job_post' | 'review'): ConsoleContent[] =>
  type === 'job_post'
    ? newestFirst(db.requests).map((request) => ({
        subject_type: 'job_post',
        subject_id: request.id,
        text: request.title,
        rating: null,
        author: request.client,
        created_at: request.created_at,
        hidden: request.hidden ?? null,
      }))
    : newestFirst(db.reviews).map((review) => ({
        subject_type: 'review',
        subject_id: review.id,
        text: review.comment,
        rating: review.rating,
        author: summaryOf(findUser(db, review.author_id)),
        created_at: review.created_at,
        hidden: review.hidden ?? null,
      }));

/** What the search box matches: the words, the author's name and email, the id. */
const searchable = (db: MockDb, item: ConsoleContent) => [
  item.text,
  `${item.author.first_name} ${item.author.last_name}`,
  findUser(db, item.author.user_id).account.basic.email.address,
  item.subject_id,
];

export const searchConsoleContentMock = createOperationMock(searchConsoleContent, ({ db, query }) => {
  const needle = query.q.toLowerCase();
  return paginate(
    contentOf(db, query.type).filter((item) =>
      searchable(db, item).some((text) => text.toLowerCase().includes(needle)),
    ),
    query,
  );
});
