-- A team member's purchase reads their membership under the team's lock, in the function's
-- round trip (ADR 61): the role, the monthly limit and the team's name come back beside the
-- facts, for the member and session `member_token_version` names (null: not checked). A member
-- removed, closed or signed out gets no role back, and is refused. The request no longer reads
-- the membership before its transaction: a team's purchase sends the statements a person's does.
-- The five-argument function stays for processes of the previous release during a rolling deploy.
CREATE FUNCTION "purchase_facts_locked"(
	buyer uuid,
	wanted_template bigint,
	request_key text,
	member uuid,
	member_month date,
	member_token_version integer
) RETURNS TABLE (
	credits integer,
	token_version integer,
	status text,
	price integer,
	price_ind integer,
	owned_licence_id text,
	seen_fingerprint text,
	seen_response jsonb,
	member_spent integer,
	member_role text,
	member_limit integer,
	team_name text
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
		s.spent, m.role::text, m.monthly_limit, team.name
	FROM (SELECT wanted_template AS id) wanted
	LEFT JOIN "templates" t ON t.id = wanted.id
	LEFT JOIN "idempotent_requests" r ON r.user_id = buyer AND r.key = request_key
	LEFT JOIN ("team_members" m
		JOIN "teams" team ON team.account_id = m.team_id
		JOIN "users" p ON p.id = m.user_id AND p.closed_at IS NULL
			AND (member_token_version IS NULL OR p.token_version = member_token_version))
		ON m.team_id = buyer AND m.user_id = member
	LEFT JOIN "team_member_months" s
		ON s.team_id = buyer AND s.user_id = member AND s.month = member_month;
END
$$;
