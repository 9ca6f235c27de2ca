-- Idempotency fingerprints as hashes (issue 76): a key's request is kept by its operation and the
-- SHA-256 of its arguments as JSON (`batch sha256:…`, `fingerprintOf` in commerce/idempotency.ts),
-- 64 characters whatever the request's size, where the JSON itself was kept (hundreds of kilobytes
-- for a batch). The fingerprints kept (a day's at most) are hashed the same way, from the same UTF-8
-- bytes, so a retry across this release still gets its first answer.
UPDATE "idempotent_requests"
SET "fingerprint" = split_part("fingerprint", ' ', 1) || ' sha256:' ||
  encode(sha256(convert_to(substr("fingerprint", strpos("fingerprint", ' ') + 1), 'UTF8')), 'hex')
WHERE "fingerprint" !~ '^[^ ]+ sha256:[0-9a-f]{64}$';
