-- Users, sign-in (codes, refresh tokens, rate limits), mail outbox, files, payment accounts.
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text,
  flid text NOT NULL UNIQUE,
  flid_reviewed boolean NOT NULL DEFAULT false,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  mobile_number text NOT NULL DEFAULT '',
  mobile_area_code text NOT NULL DEFAULT '',
  photo_url text NOT NULL DEFAULT '',
  self_intro_html text NOT NULL DEFAULT '',
  role integer NOT NULL DEFAULT 1,
  is_service_provider boolean NOT NULL DEFAULT false,
  accepting_request boolean NOT NULL DEFAULT false,
  hourly double precision NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_codes (
  id text PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL,
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_codes_lookup ON email_codes (email, purpose, created_at);

CREATE TABLE verified_emails (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, email)
);

CREATE TABLE refresh_tokens (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, at);

CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE files (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mime text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE money_collecting_methods (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type integer NOT NULL,
  setup boolean NOT NULL DEFAULT false,
  verified boolean NOT NULL DEFAULT false,
  external_account_id text,
  PRIMARY KEY (user_id, type)
);

CREATE TABLE payment_methods (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL,
  exp_month integer NOT NULL,
  exp_year integer NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE idempotency_keys (
  user_id text NOT NULL,
  key text NOT NULL,
  operation text NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
