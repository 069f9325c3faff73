-- Invitations (DESIGN section 4b): a client asks a provider to propose on one request, once.
-- EXPIRED is never stored: a PENDING invitation reads EXPIRED once its request left RECRUITING.
CREATE TABLE invitations (
  id text PRIMARY KEY,
  request_id text NOT NULL REFERENCES requests (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  provider_id text NOT NULL,
  message text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('PENDING', 'PROPOSED', 'DECLINED')),
  proposal_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_id, provider_id)
);
CREATE INDEX invitations_by_client ON invitations (client_id, created_at DESC, id DESC);
CREATE INDEX invitations_by_provider ON invitations (provider_id, created_at DESC, id DESC);

-- The skills a provider offers, searched by search-for-users.
CREATE TABLE provider_skills (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  skills jsonb NOT NULL DEFAULT '[]'
);
