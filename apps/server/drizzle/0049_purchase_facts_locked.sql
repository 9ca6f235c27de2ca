-- A purchase's lock and its facts in one round trip (ADR 61). The payer's row is locked first;
-- the facts are read by the next statement, whose snapshot (READ COMMITTED, in a VOLATILE
-- function) is taken once the lock is granted, so they are what the spend before this one left:
-- the licence it wrote, its kept answer, the member's month. As two statements from the server,
-- that took two round trips with the row locked; a team's members buying at once queue on its
-- row, so each round trip under the lock was one more wait for all of them.
-- No row for an account that does not exist or is closed (ADR 31): nothing is locked then.
CREATE FUNCTION "purchase_facts_locked"(
	buyer uuid,
	wanted_template bigint,
	request_key text,
	member uuid,
	member_month date
) RETURNS TABLE (
	credits integer,
	token_version integer,
	status text,
	price integer,
	price_ind integer,
	owned_licence_id text,
	seen_fingerprint text,
	seen_response jsonb,
	member_spent integer
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
	payer record;
BEGIN
	SELECT u.credits, u.token_version INTO payer
	FROM "users" u WHERE u.id = buyer AND u.closed_at IS NULL FOR UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	RETURN QUERY
	SELECT payer.credits, payer.token_version, t.status, t.price, t.price_ind,
		(SELECT l.id::text FROM "licences" l WHERE l.user_id = buyer AND l.template_id = t.id
		 ORDER BY l.created_at LIMIT 1),
		r.fingerprint, r.response,
		(SELECT m.spent FROM "team_member_months" m
		 WHERE m.team_id = buyer AND m.user_id = member AND m.month = member_month)
	FROM (SELECT wanted_template AS id) wanted
	LEFT JOIN "templates" t ON t.id = wanted.id
	LEFT JOIN "idempotent_requests" r ON r.user_id = buyer AND r.key = request_key;
END
$$;
