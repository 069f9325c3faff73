-- Decision 0605: the dev-box records (a template and a running/stopped state, with nothing
-- behind them) become saved snippets; the code runs only in the browser (LAB-DEV-BOX-LOCAL).
DROP TABLE IF EXISTS dev_boxes;

CREATE TABLE dev_box_snippets (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  language text NOT NULL,
  code text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_box_snippets_owner_updated ON dev_box_snippets (owner_id, updated_at DESC, id);

-- Generated images are stored like photos (bytes in files, served from /api/files/<id>).
CREATE TABLE lab_images (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_id text NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  prompt text NOT NULL,
  size text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lab_images_owner_created ON lab_images (owner_id, created_at DESC, id);
