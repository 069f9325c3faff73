-- Paged request search reads its page in the index's order (created_at DESC, id DESC, the
-- search's ORDER BY), with no sort: the public board through a partial index, "mine" per client.
DROP INDEX requests_by_status;
CREATE INDEX requests_public_by_status ON requests (status, created_at DESC, id DESC) WHERE visibility = 'public';
DROP INDEX requests_by_client;
CREATE INDEX requests_by_client ON requests (client_id, created_at DESC, id DESC);
