-- Whether an assignment's job is in the trash (decision 0081), so an Admin's count of lanes finds
-- a live assignment of the range in visit_users alone. Kept by the triggers below; the assignments
-- of jobs deleted before this migration are set after the app listens (visits/visit-job-states.ts),
-- and the schedule reads the column only once that is done.
ALTER TABLE "visit_users" ADD COLUMN "job_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- An assignment takes its visit's day and its job's state. FOR SHARE waits for a move of the
-- visit or a deletion or restore of the job being made (its update holds the row), so what is read
-- is what it made, or its trigger sees this row.
CREATE OR REPLACE FUNCTION fb_visit_user_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.date, j.deleted_at IS NOT NULL INTO NEW.date, NEW.job_deleted
  FROM visits v JOIN jobs j ON j.id = v.job_id WHERE v.id = NEW.visit_id FOR SHARE;
  -- A visit made by the same statement is not seen (the reports' upgrade writes both at once): the
  -- day stays null and the job counts as live, until the fills after listening that run after it.
  NEW.job_deleted := coalesce(NEW.job_deleted, false);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A job deleted or restored: its visits' assignments take its state.
CREATE FUNCTION fb_job_visits_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visit_users vu SET job_deleted = NEW.deleted_at IS NOT NULL
  FROM visits v
  WHERE v.job_id = NEW.id AND vu.visit_id = v.id AND vu.job_deleted <> (NEW.deleted_at IS NOT NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_visits_state AFTER UPDATE OF deleted_at ON jobs FOR EACH ROW
  WHEN ((OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)) EXECUTE FUNCTION fb_job_visits_state();
--> statement-breakpoint
-- A visit given another job (no screen does it; a load or a script might): its assignments take
-- that job's state, read as an assignment reads it.
CREATE FUNCTION fb_visit_job_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE visit_users SET job_deleted = (SELECT deleted_at IS NOT NULL FROM jobs WHERE id = NEW.job_id FOR SHARE)
  WHERE visit_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER visits_job_moved AFTER UPDATE OF job_id ON visits
  FOR EACH ROW WHEN (OLD.job_id IS DISTINCT FROM NEW.job_id) EXECUTE FUNCTION fb_visit_job_moved();
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
  -- What triggers keep for the schedule's reads (visits' unassigned, an assignment's day and its
  -- job's state, a person's first and last day of visits) is no one's change: neither logged nor
  -- making an update one.
  IF TG_TABLE_NAME = 'visits' THEN
    old_row := old_row - 'unassigned';
    new_row := new_row - 'unassigned';
  ELSIF TG_TABLE_NAME = 'visit_users' THEN
    old_row := old_row - 'date' - 'job_deleted';
    new_row := new_row - 'date' - 'job_deleted';
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
-- An update moving only a kept value (the day, the job's state) is not audited (migration 0047).
DROP TRIGGER visit_users_audit_update ON visit_users;--> statement-breakpoint
CREATE TRIGGER visit_users_audit_update AFTER UPDATE ON visit_users FOR EACH ROW
  WHEN (OLD.date IS NOT DISTINCT FROM NEW.date AND OLD.job_deleted IS NOT DISTINCT FROM NEW.job_deleted)
  EXECUTE FUNCTION fieldbook_audit();
