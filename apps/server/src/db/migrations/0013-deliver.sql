-- Issue 13 (deliver), docs/decisions/0500-deliver-finished-projects-and-money-keys.md.
-- A money call's idempotency key is bound to the arguments it was first sent with: a replay with
-- other arguments is refused instead of answering the first call's result.
ALTER TABLE idempotency_keys ADD COLUMN arguments jsonb NOT NULL DEFAULT '{}'::jsonb;
-- An issue may name one milestone of its project; approving that milestone shows its open issues.
ALTER TABLE issues ADD COLUMN milestone_id text;
CREATE INDEX issues_by_milestone ON issues (milestone_id, state) WHERE milestone_id IS NOT NULL;
