-- The jobs search's skills filter (skills ?| array[...]) reads through a GIN index instead of every row.
CREATE INDEX requests_skills ON requests USING gin (skills);
