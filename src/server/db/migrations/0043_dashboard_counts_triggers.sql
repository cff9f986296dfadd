-- The Admin's home's figures, kept by triggers in the same transaction as the change (decision
-- 0076). Rows older than this migration are counted by a data migration in batches after the app
-- listens (dashboard/dashboard-counts-backfill.ts), so the start stays short at any size: a trigger
-- counts a change to a row only once the backfill has counted that row, or when the row is newer.

-- Where each source table's backfill stands: everything up to the watermark is its to count.
INSERT INTO kept_count_progress (source, watermark, after)
SELECT 'reports', coalesce(max(id), 0), 0 FROM reports
UNION ALL SELECT 'jobs', coalesce(max(id), 0), 0 FROM jobs
UNION ALL SELECT 'applications', coalesce(max(id), 0), 0 FROM applications;
--> statement-breakpoint
INSERT INTO kept_counts (name, n) VALUES ('active_jobs', 0);
--> statement-breakpoint
-- Whether a change to row p_id of p_source is counted now. The backfill takes a lock on the source
-- table that waits for every transaction writing it, so a row is either counted by the backfill
-- with the writer's change already in, or by the writer's trigger after the backfill: never both.
CREATE FUNCTION fb_kept(p_source text, p_id integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p_id > watermark OR p_id <= after FROM kept_count_progress WHERE source = p_source), true)
$$;
--> statement-breakpoint
-- The quarter hour an instant falls in: the finest step of any time zone's offset.
CREATE FUNCTION fb_slot(p_at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT date_bin('15 minutes', p_at, timestamptz '2000-01-01 00:00:00+00')
$$;
--> statement-breakpoint
-- A report's place in the counts, added (1) or taken away (-1): only live reports count.
CREATE FUNCTION fb_report_counts(p_start timestamptz, p_status integer, p_finished timestamptz,
  p_deleted timestamptz, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_deleted IS NOT NULL THEN RETURN; END IF;
  INSERT INTO report_start_counts (slot, status_id, n) VALUES (fb_slot(p_start), p_status, p_delta)
  ON CONFLICT (slot, status_id) DO UPDATE SET n = report_start_counts.n + excluded.n;
  IF p_status = 3 AND p_finished IS NOT NULL THEN
    INSERT INTO report_finish_counts (slot, n) VALUES (fb_slot(p_finished), p_delta)
    ON CONFLICT (slot) DO UPDATE SET n = report_finish_counts.n + excluded.n;
  END IF;
END $$;
--> statement-breakpoint
-- A job's latest live report, from its reports (a report removed or moved may have been the latest).
-- The job's row is read FOR SHARE: a change of its status waits, so its trigger sees this row.
CREATE FUNCTION fb_job_report_last(p_job integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  latest timestamptz;
BEGIN
  IF NOT fb_kept('jobs', p_job) THEN RETURN; END IF;
  SELECT max(start_date) INTO latest FROM reports WHERE job_id = p_job AND deleted_at IS NULL;
  IF latest IS NULL THEN
    DELETE FROM job_report_last WHERE job_id = p_job;
  ELSE
    INSERT INTO job_report_last (job_id, last_start, active)
    SELECT id, latest, status_id = 1 AND deleted_at IS NULL FROM jobs WHERE id = p_job FOR SHARE
    ON CONFLICT (job_id) DO UPDATE SET last_start = excluded.last_start, active = excluded.active;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_reports_dashboard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.start_date = NEW.start_date AND OLD.status_id = NEW.status_id
     AND OLD.finished_at IS NOT DISTINCT FROM NEW.finished_at
     AND OLD.deleted_at IS NOT DISTINCT FROM NEW.deleted_at AND OLD.job_id = NEW.job_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND fb_kept('reports', OLD.id) THEN
    PERFORM fb_report_counts(OLD.start_date, OLD.status_id, OLD.finished_at, OLD.deleted_at, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND fb_kept('reports', NEW.id) THEN
    PERFORM fb_report_counts(NEW.start_date, NEW.status_id, NEW.finished_at, NEW.deleted_at, 1);
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- A new report can only move its job's latest later: no need to read the job's other reports.
    IF NEW.deleted_at IS NULL AND fb_kept('jobs', NEW.job_id) THEN
      INSERT INTO job_report_last (job_id, last_start, active)
      SELECT id, NEW.start_date, status_id = 1 AND deleted_at IS NULL FROM jobs WHERE id = NEW.job_id FOR SHARE
      ON CONFLICT (job_id) DO UPDATE SET last_start = greatest(job_report_last.last_start, excluded.last_start);
    END IF;
  ELSE
    PERFORM fb_job_report_last(OLD.job_id);
    IF TG_OP = 'UPDATE' AND NEW.job_id <> OLD.job_id THEN PERFORM fb_job_report_last(NEW.job_id); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_dashboard AFTER INSERT OR DELETE OR UPDATE OF start_date, status_id, finished_at, deleted_at, job_id
  ON reports FOR EACH ROW EXECUTE FUNCTION fb_reports_dashboard();
--> statement-breakpoint
-- A job starts or stops being active and live (made, activated, deactivated, trashed, restored, purged).
CREATE FUNCTION fb_jobs_dashboard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status_id = 1 AND OLD.deleted_at IS NULL;
  is_now boolean := TG_OP <> 'DELETE' AND NEW.status_id = 1 AND NEW.deleted_at IS NULL;
BEGIN
  IF was = is_now THEN RETURN NULL; END IF;
  IF NOT fb_kept('jobs', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END) THEN RETURN NULL; END IF;
  UPDATE kept_counts SET n = n + CASE WHEN is_now THEN 1 ELSE -1 END WHERE name = 'active_jobs';
  IF TG_OP = 'UPDATE' THEN
    UPDATE job_report_last SET active = is_now WHERE job_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_dashboard AFTER INSERT OR DELETE OR UPDATE OF status_id, deleted_at
  ON jobs FOR EACH ROW EXECUTE FUNCTION fb_jobs_dashboard();
--> statement-breakpoint
CREATE FUNCTION fb_application_counts(p_day date, p_chemical integer, p_delta integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO application_month_counts (month, chemical_id, n)
  VALUES (date_trunc('month', p_day)::date, p_chemical, p_delta)
  ON CONFLICT (month, chemical_id) DO UPDATE SET n = application_month_counts.n + excluded.n
$$;
--> statement-breakpoint
-- Only listed records count: a correction unlists the record it replaces and lists itself.
CREATE FUNCTION fb_applications_dashboard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.listed AND fb_kept('applications', OLD.id) THEN
    PERFORM fb_application_counts(OLD.applied_on, OLD.chemical_id, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.listed AND fb_kept('applications', NEW.id) THEN
    PERFORM fb_application_counts(NEW.applied_on, NEW.chemical_id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_dashboard AFTER INSERT OR DELETE OR UPDATE OF listed, applied_on, chemical_id
  ON applications FOR EACH ROW EXECUTE FUNCTION fb_applications_dashboard();
--> statement-breakpoint
-- One batch of a source's backfill: the next p_size rows up to its watermark, counted as the
-- triggers count them. The caller holds the lock of fb_kept's comment. Answers the last id counted
-- and how many rows; no row when nothing is left.
CREATE FUNCTION fb_backfill_dashboard(p_source text, p_size integer)
RETURNS TABLE (last_id integer, walked integer) LANGUAGE plpgsql AS $$
DECLARE
  p kept_count_progress;
BEGIN
  SELECT * INTO p FROM kept_count_progress WHERE source = p_source;
  IF p_source = 'reports' THEN
    SELECT max(id), count(*) INTO last_id, walked FROM (SELECT id FROM reports
      WHERE id > p.after AND id <= p.watermark ORDER BY id LIMIT p_size) s;
    IF last_id IS NULL THEN RETURN; END IF;
    INSERT INTO report_start_counts (slot, status_id, n)
    SELECT fb_slot(start_date), status_id, count(*) FROM reports
    WHERE id > p.after AND id <= last_id AND deleted_at IS NULL GROUP BY 1, 2
    ON CONFLICT (slot, status_id) DO UPDATE SET n = report_start_counts.n + excluded.n;
    INSERT INTO report_finish_counts (slot, n)
    SELECT fb_slot(finished_at), count(*) FROM reports
    WHERE id > p.after AND id <= last_id AND deleted_at IS NULL AND status_id = 3 AND finished_at IS NOT NULL
    GROUP BY 1
    ON CONFLICT (slot) DO UPDATE SET n = report_finish_counts.n + excluded.n;
  ELSIF p_source = 'jobs' THEN
    SELECT max(id), count(*) INTO last_id, walked FROM (SELECT id FROM jobs
      WHERE id > p.after AND id <= p.watermark ORDER BY id LIMIT p_size) s;
    IF last_id IS NULL THEN RETURN; END IF;
    UPDATE kept_counts SET n = kept_counts.n + (SELECT count(*) FROM jobs j
      WHERE j.id > p.after AND j.id <= last_id AND j.status_id = 1 AND j.deleted_at IS NULL)
    WHERE name = 'active_jobs';
    INSERT INTO job_report_last (job_id, last_start, active)
    SELECT j.id, r.latest, j.status_id = 1 AND j.deleted_at IS NULL FROM jobs j
    CROSS JOIN LATERAL (SELECT max(start_date) AS latest FROM reports
      WHERE job_id = j.id AND deleted_at IS NULL) r
    WHERE j.id > p.after AND j.id <= last_id AND r.latest IS NOT NULL
    ON CONFLICT (job_id) DO UPDATE SET last_start = excluded.last_start, active = excluded.active;
  ELSE
    SELECT max(id), count(*) INTO last_id, walked FROM (SELECT id FROM applications
      WHERE id > p.after AND id <= p.watermark ORDER BY id LIMIT p_size) s;
    IF last_id IS NULL THEN RETURN; END IF;
    INSERT INTO application_month_counts (month, chemical_id, n)
    SELECT date_trunc('month', applied_on)::date, chemical_id, count(*) FROM applications
    WHERE id > p.after AND id <= last_id AND listed GROUP BY 1, 2
    ON CONFLICT (month, chemical_id) DO UPDATE SET n = application_month_counts.n + excluded.n;
  END IF;
  UPDATE kept_count_progress SET after = last_id WHERE source = p_source;
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- Rebuilds every count from the rows, all sources counted (a load with triggers off: a restore,
-- the benchmark's data set). Correct whether or not the triggers fired.
CREATE FUNCTION fb_refresh_dashboard_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_start_counts;
  INSERT INTO report_start_counts (slot, status_id, n)
  SELECT fb_slot(start_date), status_id, count(*) FROM reports WHERE deleted_at IS NULL GROUP BY 1, 2;
  DELETE FROM report_finish_counts;
  INSERT INTO report_finish_counts (slot, n)
  SELECT fb_slot(finished_at), count(*) FROM reports
  WHERE deleted_at IS NULL AND status_id = 3 AND finished_at IS NOT NULL GROUP BY 1;
  DELETE FROM job_report_last;
  INSERT INTO job_report_last (job_id, last_start, active)
  SELECT j.id, r.latest, j.status_id = 1 AND j.deleted_at IS NULL
  FROM (SELECT job_id, max(start_date) AS latest FROM reports WHERE deleted_at IS NULL GROUP BY job_id) r
  JOIN jobs j ON j.id = r.job_id;
  INSERT INTO kept_counts (name, n)
  SELECT 'active_jobs', count(*) FROM jobs WHERE status_id = 1 AND deleted_at IS NULL
  ON CONFLICT (name) DO UPDATE SET n = excluded.n;
  DELETE FROM application_month_counts;
  INSERT INTO application_month_counts (month, chemical_id, n)
  SELECT date_trunc('month', applied_on)::date, chemical_id, count(*) FROM applications
  WHERE listed GROUP BY 1, 2;
  INSERT INTO kept_count_progress (source, watermark, after)
  VALUES ('reports', 0, 0), ('jobs', 0, 0), ('applications', 0, 0)
  ON CONFLICT (source) DO UPDATE SET watermark = 0, after = 0;
END $$;
