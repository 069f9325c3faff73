-- Messages sent from the public contact form (/contact). Rate limits use rate_limit_hits.
CREATE TABLE contact_messages (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  topic text NOT NULL,
  role text,
  message text NOT NULL,
  sender_address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_by_time ON contact_messages (created_at DESC);
