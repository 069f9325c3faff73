-- Proposal revisions: every version a provider sent, 1..n; proposals.revision is the latest.
ALTER TABLE proposals ADD COLUMN revision integer NOT NULL DEFAULT 1;

CREATE TABLE proposal_revisions (
  proposal_id text NOT NULL REFERENCES proposals(id) ON DELETE CASCADE,
  number integer NOT NULL,
  price_cents bigint NOT NULL,
  currency text NOT NULL,
  duration_days integer NOT NULL,
  notes text NOT NULL,
  milestones jsonb NOT NULL,
  payment_plan text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (proposal_id, number)
);
-- Proposals sent before revisions existed have their first version.
INSERT INTO proposal_revisions (proposal_id, number, price_cents, currency, duration_days, notes, milestones, payment_plan, created_at)
SELECT id, 1, price_cents, currency, duration_days, notes, milestones, payment_plan, created_at FROM proposals;

-- Saved jobs: a provider's bookmarks, most recent first.
CREATE TABLE saved_jobs (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  request_id text NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, request_id)
);
CREATE INDEX saved_jobs_by_user ON saved_jobs (user_id, saved_at DESC);

-- Job search by keyword: PostgreSQL's own text search over title and description ('simple':
-- no stemming, so every language is split the same way; HTML tags are not indexed), through GIN.
ALTER TABLE requests ADD COLUMN search_vector tsvector
  GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description_html)) STORED;
CREATE INDEX requests_search ON requests USING gin (search_vector);
-- The board sorted by budget reads in index order, like the newest-first one (0004).
CREATE INDEX requests_public_by_budget ON requests (status, budget_max_cents DESC, created_at DESC, id DESC)
  WHERE visibility = 'public';
CREATE INDEX requests_public_by_category ON requests (category, created_at DESC) WHERE visibility = 'public';
