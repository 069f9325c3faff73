-- The lab's multi-turn chat: conversations kept per user, and their messages in order.
CREATE TABLE lab_conversations (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lab_conversations_owner_idx ON lab_conversations (owner_id, updated_at DESC);

CREATE TABLE lab_messages (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id text NOT NULL UNIQUE,
  conversation_id text NOT NULL REFERENCES lab_conversations(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text NOT NULL,
  -- An answer the user stopped mid-way: kept as far as it was written.
  stopped boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lab_messages_conversation_idx ON lab_messages (conversation_id, seq);
