-- When a privacy link was used (its request kind chosen), decision 016: a used link shows its own outcome for a short
-- while after this, then answers as an unknown link. Requests used before this migration count as used when they were
-- done, opened or made (the nearest time they have), so their links stop answering at once.
ALTER TABLE privacy_requests ADD COLUMN acted_at TEXT;
UPDATE privacy_requests SET acted_at = coalesce(done_at, verified_at, created_at) WHERE kind IS NOT NULL;
