-- The signed-in devices list (decision 1020): each refresh-token family is one session; the
-- user agent at sign-in is kept on every token of the family, and the list reads a user's tokens.
ALTER TABLE refresh_tokens ADD COLUMN user_agent text NOT NULL DEFAULT '';
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id, family_id);
