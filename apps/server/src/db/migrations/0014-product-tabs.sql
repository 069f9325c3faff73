-- Every product tab writable (issue 14): links on the product, issues per product, a work item's
-- linked issue, an incident's severity and resolved-at; membership is owner or collaborator.
ALTER TABLE products ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE products ADD COLUMN issue_counter integer NOT NULL DEFAULT 0;

UPDATE product_members SET role = 'collaborator' WHERE role <> 'owner';
UPDATE product_invites SET role = 'collaborator';

CREATE TABLE product_issues (
  id text PRIMARY KEY,
  product_id text NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  number integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  state text NOT NULL DEFAULT 'open',
  reporter_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  assignee_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, number)
);

ALTER TABLE work_items ADD COLUMN issue_id text REFERENCES product_issues(id) ON DELETE SET NULL;
CREATE INDEX work_items_by_product ON work_items (product_id, updated_at DESC);

ALTER TABLE ops_events ADD COLUMN severity text;
ALTER TABLE ops_events ADD COLUMN resolved_at timestamptz;
CREATE INDEX ops_events_by_product ON ops_events (product_id, happened_at DESC);
