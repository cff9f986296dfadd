-- The schedule's reads by day (decision 0078): an assignment keeps its visit's day, and a visit
-- whether nobody is on it, both kept by the triggers below. Rows older than this migration are
-- null and filled in batches after the app listens (visits/schedule-days.ts), which then builds
-- their indexes CONCURRENTLY (decision 0077); until then the schedule reads as before.
ALTER TABLE "visit_users" ADD COLUMN "date" date;--> statement-breakpoint
-- Added without a default and given it after, so the visits already there stay null (not known
-- yet) rather than all marked unassigned; a new visit has nobody on it until its people are added.
ALTER TABLE "visits" ADD COLUMN "unassigned" boolean;--> statement-breakpoint
ALTER TABLE "visits" ALTER COLUMN "unassigned" SET DEFAULT true;--> statement-breakpoint
-- An assignment takes its visit's day. FOR SHARE waits for a move of the visit being made (its
-- update holds the row), so the day read is the moved one, or the move's trigger sees this row.
CREATE FUNCTION fb_visit_user_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.date := (SELECT date FROM visits WHERE id = NEW.visit_id FOR SHARE);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_users_day BEFORE INSERT OR UPDATE OF visit_id ON visit_users
  FOR EACH ROW EXECUTE FUNCTION fb_visit_user_day();
--> statement-breakpoint
-- A visit moved to another day moves its assignments' day.
CREATE FUNCTION fb_visit_day_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visit_users SET date = NEW.date WHERE visit_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_day_moved AFTER UPDATE OF date ON visits
  FOR EACH ROW WHEN (OLD.date IS DISTINCT FROM NEW.date) EXECUTE FUNCTION fb_visit_day_moved();
--> statement-breakpoint
-- People added: their visits are no longer unassigned (once per statement, over its rows).
CREATE FUNCTION fb_visits_assigned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visits v SET unassigned = false
  FROM (SELECT DISTINCT visit_id FROM added) a
  WHERE v.id = a.visit_id AND v.unassigned IS DISTINCT FROM false;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_users_assigned AFTER INSERT ON visit_users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fb_visits_assigned();
--> statement-breakpoint
-- People taken off: their visits are unassigned if nobody is left. The visits are locked first,
-- in a statement of their own, so the count that follows (a new snapshot) sees the people another
-- transaction added and committed while this one waited, never an assignment half made.
CREATE FUNCTION fb_visits_unassigned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM visits WHERE id IN (SELECT visit_id FROM removed) ORDER BY id FOR NO KEY UPDATE;
  UPDATE visits v SET unassigned = NOT EXISTS (SELECT 1 FROM visit_users vu WHERE vu.visit_id = v.id)
  WHERE v.id IN (SELECT visit_id FROM removed)
    AND v.unassigned IS DISTINCT FROM NOT EXISTS (SELECT 1 FROM visit_users vu WHERE vu.visit_id = v.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_users_unassigned AFTER DELETE ON visit_users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fb_visits_unassigned();
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
  -- What triggers keep for the schedule's reads (visits' unassigned, an assignment's day) is no
  -- one's change: neither logged nor making an update one.
  IF TG_TABLE_NAME = 'visits' THEN
    old_row := old_row - 'unassigned';
    new_row := new_row - 'unassigned';
  ELSIF TG_TABLE_NAME = 'visit_users' THEN
    old_row := old_row - 'date';
    new_row := new_row - 'date';
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
-- The audit trail's row triggers skip an update that only moves a kept value (the fill's, a
-- trigger's): each such statement writes nothing else, so nothing of anyone's change is lost, and a
-- fill of millions of rows does not turn each into JSON to find that out.
DROP TRIGGER visits_audit ON visits;--> statement-breakpoint
CREATE TRIGGER visits_audit AFTER INSERT OR DELETE ON visits FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();--> statement-breakpoint
CREATE TRIGGER visits_audit_update AFTER UPDATE ON visits FOR EACH ROW
  WHEN (OLD.unassigned IS NOT DISTINCT FROM NEW.unassigned) EXECUTE FUNCTION fieldbook_audit();--> statement-breakpoint
DROP TRIGGER visit_users_audit ON visit_users;--> statement-breakpoint
CREATE TRIGGER visit_users_audit AFTER INSERT OR DELETE ON visit_users FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();--> statement-breakpoint
CREATE TRIGGER visit_users_audit_update AFTER UPDATE ON visit_users FOR EACH ROW
  WHEN (OLD.date IS NOT DISTINCT FROM NEW.date) EXECUTE FUNCTION fieldbook_audit();
