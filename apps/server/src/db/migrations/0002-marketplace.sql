-- Requests, proposals, projects with members and milestones, issues, payments, chat.
ALTER TABLE files ADD COLUMN name text NOT NULL DEFAULT '';

CREATE TABLE requests (
  id text PRIMARY KEY,
  client_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description_html text NOT NULL,
  category text NOT NULL,
  skills jsonb NOT NULL DEFAULT '[]',
  budget_type text NOT NULL,
  budget_min_cents bigint NOT NULL,
  budget_max_cents bigint NOT NULL,
  currency text NOT NULL,
  expected_duration text NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]',
  visibility text NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX requests_by_status ON requests (status, created_at DESC);
CREATE INDEX requests_by_client ON requests (client_id, created_at DESC);

CREATE TABLE proposals (
  id text PRIMARY KEY,
  request_id text NOT NULL REFERENCES requests(id) ON DELETE CASCADE,
  provider_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  price_cents bigint NOT NULL,
  currency text NOT NULL,
  duration_days integer NOT NULL,
  notes text NOT NULL,
  milestones jsonb NOT NULL,
  payment_plan text NOT NULL,
  status text NOT NULL,
  project_id text,
  reject_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_id, provider_id)
);
CREATE INDEX proposals_by_provider ON proposals (provider_id, created_at DESC);

CREATE TABLE projects (
  id text PRIMARY KEY,
  title text NOT NULL,
  request_id text NOT NULL REFERENCES requests(id),
  proposal_id text NOT NULL UNIQUE REFERENCES proposals(id),
  client_id text NOT NULL REFERENCES users(id),
  status text NOT NULL,
  budget_cents bigint NOT NULL,
  currency text NOT NULL,
  score integer,
  issue_counter integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE project_members (
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_members_by_user ON project_members (user_id);

CREATE TABLE milestones (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  amount_cents bigint NOT NULL,
  currency text NOT NULL,
  due_date text NOT NULL,
  status text NOT NULL,
  funded_at timestamptz,
  delivered_at timestamptz,
  delivery_note text NOT NULL DEFAULT '',
  approved_at timestamptz,
  paid_at timestamptz
);
CREATE INDEX milestones_by_project ON milestones (project_id, position);

CREATE TABLE issues (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  number integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  state text NOT NULL,
  reporter_id text NOT NULL REFERENCES users(id),
  assignee_id text REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, number)
);

CREATE TABLE issue_comments (
  id text PRIMARY KEY,
  issue_id text NOT NULL REFERENCES issues(id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES users(id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects(id),
  milestone_id text NOT NULL REFERENCES milestones(id),
  payer_id text NOT NULL REFERENCES users(id),
  payee_id text NOT NULL REFERENCES users(id),
  amount_cents bigint NOT NULL,
  currency text NOT NULL,
  method integer NOT NULL,
  status text NOT NULL,
  checkout_url text,
  checkout_session_id text UNIQUE,
  proof_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX payments_by_payer ON payments (payer_id, created_at DESC);
CREATE INDEX payments_by_payee ON payments (payee_id, created_at DESC);

CREATE TABLE subscription_payments (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subscription_id text NOT NULL,
  customer_email text NOT NULL,
  amount_due_cents bigint NOT NULL,
  currency text NOT NULL,
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  paid_at timestamptz,
  invoice_url text NOT NULL,
  pdf_url text NOT NULL
);

CREATE TABLE conversations (
  id text PRIMARY KEY,
  title text NOT NULL,
  project_id text REFERENCES projects(id) ON DELETE CASCADE,
  participant_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE conversation_participants (
  conversation_id text NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  last_read_at timestamptz NOT NULL DEFAULT 'epoch',
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_participants_by_user ON conversation_participants (user_id);

CREATE TABLE messages (
  id text PRIMARY KEY,
  conversation_id text NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id text NOT NULL REFERENCES users(id),
  client_id text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (conversation_id, sender_id, client_id)
);
CREATE INDEX messages_by_conversation ON messages (conversation_id, created_at DESC);
