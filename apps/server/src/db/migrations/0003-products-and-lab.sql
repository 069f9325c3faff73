-- Products (the /products area) and the lab's dev boxes.
CREATE TABLE products (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE product_members (
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, user_id)
);
CREATE INDEX product_members_by_user ON product_members (user_id);

CREATE TABLE product_invites (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL,
  invited_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, email)
);

CREATE TABLE roadmap_items (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  title text NOT NULL,
  quarter text NOT NULL,
  status text NOT NULL
);

CREATE TABLE work_items (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  title text NOT NULL,
  assignee_id text REFERENCES users(id) ON DELETE SET NULL,
  status text NOT NULL,
  estimate_hours double precision NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ops_events (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  kind text NOT NULL,
  title text NOT NULL,
  environment text NOT NULL,
  status text NOT NULL,
  happened_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dev_boxes (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  template text NOT NULL,
  stopped_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
