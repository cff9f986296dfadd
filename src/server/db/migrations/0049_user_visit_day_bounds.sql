-- The first and last day of each person's visits (decision 0081), so the schedule's count of lanes
-- probes the assignments only of people whose days can meet the range. Kept by the statement
-- triggers below, widened and never narrowed (an assignment removed leaves them only wider, still
-- a true bound). People assigned before this migration are null or too narrow until the fill after
-- the app listens (visits/visit-day-bounds.ts); the schedule reads them only once it is done.
ALTER TABLE "users" ADD COLUMN "first_visit_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_visit_day" date;--> statement-breakpoint
-- Assignments added, or their day moved (a visit moved, the kept days' fill): their people's bounds
-- take the new days, one update per person a statement. least and greatest skip a null, so a
-- person's first assignment sets both; an update waiting on a concurrent one's row widens what
-- that one wrote.
CREATE FUNCTION fb_user_visit_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users u
  SET first_visit_day = least(u.first_visit_day, d.first_day),
      last_visit_day = greatest(u.last_visit_day, d.last_day)
  FROM (SELECT user_id, min(date) AS first_day, max(date) AS last_day
        FROM added WHERE date IS NOT NULL GROUP BY user_id) d
  WHERE u.id = d.user_id
    AND (u.first_visit_day IS NULL OR u.last_visit_day IS NULL
         OR u.first_visit_day > d.first_day OR u.last_visit_day < d.last_day);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_users_days_added AFTER INSERT ON visit_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fb_user_visit_days();
--> statement-breakpoint
-- A trigger with a transition table cannot name columns: every update of visit_users comes here,
-- and only a day outside the bound writes.
CREATE TRIGGER visit_users_days_moved AFTER UPDATE ON visit_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fb_user_visit_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fieldbook_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('fieldbook.user_id', true), '')::integer;
  actor_email text := nullif(current_setting('fieldbook.portal_email', true), '');
  act text := lower(TG_OP);
  old_row jsonb;
  new_row jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_row := to_jsonb(OLD);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_row := to_jsonb(NEW);
  END IF;
  -- What triggers keep for the schedule's reads (visits' unassigned, an assignment's day, a
  -- person's first and last day of visits) is no one's change: neither logged nor making an update one.
  IF TG_TABLE_NAME = 'visits' THEN
    old_row := old_row - 'unassigned';
    new_row := new_row - 'unassigned';
  ELSIF TG_TABLE_NAME = 'visit_users' THEN
    old_row := old_row - 'date';
    new_row := new_row - 'date';
  ELSIF TG_TABLE_NAME = 'users' THEN
    old_row := old_row - 'first_visit_day' - 'last_visit_day';
    new_row := new_row - 'first_visit_day' - 'last_visit_day';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF (old_row - 'updated_at') = (new_row - 'updated_at') THEN
      RETURN NULL;
    END IF;
    IF old_row ->> 'deleted_at' IS NULL AND new_row ->> 'deleted_at' IS NOT NULL THEN
      act := 'delete';
    ELSIF old_row ->> 'deleted_at' IS NOT NULL AND new_row ->> 'deleted_at' IS NULL THEN
      act := 'restore';
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    act := 'purge';
  END IF;
  -- A password hash never goes into the log; that it changed does.
  IF old_row ? 'password_hash' OR new_row ? 'password_hash' THEN
    IF TG_OP = 'UPDATE' AND old_row ->> 'password_hash' IS DISTINCT FROM new_row ->> 'password_hash' THEN
      new_row := new_row || '{"password_changed": true}'::jsonb;
    END IF;
    old_row := old_row - 'password_hash';
    new_row := new_row - 'password_hash';
  END IF;
  INSERT INTO audit_log (user_id, actor_email, action, entity, entity_id, before, after)
  VALUES (
    actor,
    actor_email,
    act,
    TG_TABLE_NAME,
    coalesce(
      new_row ->> 'id', old_row ->> 'id',
      new_row ->> 'group_id', old_row ->> 'group_id',
      new_row ->> 'job_id', old_row ->> 'job_id',
      new_row ->> 'visit_id', old_row ->> 'visit_id'
    ),
    old_row,
    new_row
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- As for visits and visit_users (migration 0047): an update that only moves the bound (a trigger's,
-- the fill's) is not audited, and writes nothing else. A person's edit never changes it, so
-- nothing of anyone's change is lost.
DROP TRIGGER users_audit ON users;--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();--> statement-breakpoint
CREATE TRIGGER users_audit_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.first_visit_day IS NOT DISTINCT FROM NEW.first_visit_day
        AND OLD.last_visit_day IS NOT DISTINCT FROM NEW.last_visit_day)
  EXECUTE FUNCTION fieldbook_audit();
