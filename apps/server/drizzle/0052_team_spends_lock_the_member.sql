-- A team's spends are queued on the member who spends, not on the team (ADR 63). Every spend of a
-- member locks their `team_members` row first; the team's row is locked after it, by the spend's
-- own lock or by its charge's UPDATE. What a member spent this month is read under the member's
-- lock (their month is written only by their own spends, and lowered by refunds), so no limit is
-- passed. A team's purchase takes only the member's lock: the team's balance is read unlocked and
-- its row is held by the charge alone, which takes the COMMIT with it (ADR 62), so no server code
-- runs while a team's row is held and its members' purchases no longer queue on one row.
-- Every lock of a member comes before their team's, so two spends never wait on each other.

-- A member's purchase as the team: `purchase_facts_locked`'s facts, under the member's lock. No row
-- for a team that does not exist or is closed; no role for a member removed, closed or signed out.
CREATE FUNCTION "team_purchase_facts_locked"(
	team uuid,
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
BEGIN
	PERFORM 1 FROM "team_members" m WHERE m.team_id = team AND m.user_id = member FOR UPDATE;
	-- A statement of its own: its snapshot is taken once the lock is granted (READ COMMITTED).
	RETURN QUERY
	SELECT u.credits, u.token_version, t.status, t.price, t.price_ind,
		(SELECT l.id::text FROM "licences" l WHERE l.user_id = team AND l.template_id = t.id
		 ORDER BY l.created_at LIMIT 1),
		r.fingerprint, r.response,
		s.spent, m.role::text, m.monthly_limit, named.name
	FROM "users" u
	LEFT JOIN "templates" t ON t.id = wanted_template
	LEFT JOIN "idempotent_requests" r ON r.user_id = team AND r.key = request_key
	LEFT JOIN ("team_members" m
		JOIN "teams" named ON named.account_id = m.team_id
		JOIN "users" p ON p.id = m.user_id AND p.closed_at IS NULL
			AND (member_token_version IS NULL OR p.token_version = member_token_version))
		ON m.team_id = team AND m.user_id = member
	LEFT JOIN "team_member_months" s
		ON s.team_id = team AND s.user_id = member AND s.month = member_month
	WHERE u.id = team AND u.closed_at IS NULL;
END
$$;
--> statement-breakpoint
-- Every other spend of a member: the member's row, then the team's, locked until the transaction
-- ends: the team's balance and session version, and what the member spent in `member_month`. No row for a member no longer in the team or
-- a team closed or gone.
CREATE FUNCTION "lock_team_spender"(
	team uuid,
	member uuid,
	member_month date
) RETURNS TABLE (
	credits integer,
	token_version integer,
	spent integer
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
BEGIN
	PERFORM 1 FROM "team_members" m WHERE m.team_id = team AND m.user_id = member FOR UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	RETURN QUERY
	SELECT u.credits, u.token_version,
		coalesce((SELECT s.spent FROM "team_member_months" s
			WHERE s.team_id = team AND s.user_id = member AND s.month = member_month), 0)
	FROM "users" u WHERE u.id = team AND u.closed_at IS NULL FOR UPDATE OF u;
END
$$;
