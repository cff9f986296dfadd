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
-- Every trigger below runs once per statement over its rows (transition tables): a load of
-- 100,000 jobs or reports in one statement updates each count row once, where a row trigger
-- updated one row 100,000 times in one transaction (each version chained to the last).

-- Reports' changes to the counts: `delta` rows (start, status, finished, 1 or -1) summed per slot.
CREATE FUNCTION fb_report_deltas(p_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_start_counts (slot, status_id, n)
  SELECT fb_slot((r->>'start_date')::timestamptz), (r->>'status_id')::int, sum((r->>'d')::int)
  FROM jsonb_array_elements(p_rows) r GROUP BY 1, 2 HAVING sum((r->>'d')::int) <> 0 ORDER BY 1, 2
  ON CONFLICT (slot, status_id) DO UPDATE SET n = report_start_counts.n + excluded.n;
  INSERT INTO report_finish_counts (slot, n)
  SELECT fb_slot((r->>'finished_at')::timestamptz), sum((r->>'d')::int)
  FROM jsonb_array_elements(p_rows) r
  WHERE (r->>'status_id')::int = 3 AND r->>'finished_at' IS NOT NULL
  GROUP BY 1 HAVING sum((r->>'d')::int) <> 0 ORDER BY 1
  ON CONFLICT (slot) DO UPDATE SET n = report_finish_counts.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_reports_dashboard_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_report_deltas(coalesce(jsonb_agg(jsonb_build_object('start_date', start_date,
    'status_id', status_id, 'finished_at', finished_at, 'd', 1)), '[]'))
  FROM added WHERE deleted_at IS NULL AND fb_kept('reports', id);
  -- New reports can only move their jobs' latest later: no need to read the jobs' other reports.
  INSERT INTO job_report_last (job_id, last_start, active)
  SELECT j.id, a.latest, j.status_id = 1 AND j.deleted_at IS NULL
  FROM (SELECT job_id, max(start_date) AS latest FROM added
        WHERE deleted_at IS NULL AND fb_kept('jobs', job_id) GROUP BY job_id) a
  JOIN jobs j ON j.id = a.job_id
  ORDER BY j.id
  FOR SHARE OF j
  ON CONFLICT (job_id) DO UPDATE SET last_start = greatest(job_report_last.last_start, excluded.last_start);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_reports_dashboard_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_report_deltas(coalesce(jsonb_agg(jsonb_build_object('start_date', start_date,
    'status_id', status_id, 'finished_at', finished_at, 'd', -1)), '[]'))
  FROM removed WHERE deleted_at IS NULL AND fb_kept('reports', id);
  PERFORM fb_job_report_last(job_id) FROM (SELECT DISTINCT job_id FROM removed ORDER BY 1) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose start, status, finish, Trash or job changed count: saving a report's answers
-- touches no count.
CREATE FUNCTION fb_reports_dashboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_report_deltas(coalesce(jsonb_agg(x.r), '[]')) FROM (
    SELECT jsonb_build_object('start_date', o.start_date, 'status_id', o.status_id,
      'finished_at', o.finished_at, 'd', -1) AS r
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.deleted_at IS NULL AND fb_kept('reports', o.id)
      AND (o.start_date, o.status_id, o.finished_at, o.deleted_at)
          IS DISTINCT FROM (w.start_date, w.status_id, w.finished_at, w.deleted_at)
    UNION ALL
    SELECT jsonb_build_object('start_date', w.start_date, 'status_id', w.status_id,
      'finished_at', w.finished_at, 'd', 1)
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE w.deleted_at IS NULL AND fb_kept('reports', w.id)
      AND (o.start_date, o.status_id, o.finished_at, o.deleted_at)
          IS DISTINCT FROM (w.start_date, w.status_id, w.finished_at, w.deleted_at)
  ) x;
  PERFORM fb_job_report_last(job_id) FROM (
    SELECT o.job_id FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE (o.start_date, o.deleted_at, o.job_id) IS DISTINCT FROM (w.start_date, w.deleted_at, w.job_id)
    UNION
    SELECT w.job_id FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE (o.start_date, o.deleted_at, o.job_id) IS DISTINCT FROM (w.start_date, w.deleted_at, w.job_id)
    ORDER BY 1
  ) s;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_dashboard_added AFTER INSERT ON reports
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fb_reports_dashboard_added();
--> statement-breakpoint
CREATE TRIGGER reports_dashboard_removed AFTER DELETE ON reports
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fb_reports_dashboard_removed();
--> statement-breakpoint
CREATE TRIGGER reports_dashboard_changed AFTER UPDATE ON reports
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fb_reports_dashboard_changed();
--> statement-breakpoint
-- Jobs that start or stop being active and live (made, activated, deactivated, trashed, restored,
-- purged): the active count moves by the difference, each job's row in job_report_last follows.
CREATE FUNCTION fb_active_jobs_add(p_delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta <> 0 THEN
    UPDATE kept_counts SET n = n + p_delta WHERE name = 'active_jobs';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_jobs_dashboard_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_active_jobs_add(count(*)) FROM added
  WHERE status_id = 1 AND deleted_at IS NULL AND fb_kept('jobs', id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_jobs_dashboard_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_active_jobs_add(-count(*)) FROM removed
  WHERE status_id = 1 AND deleted_at IS NULL AND fb_kept('jobs', id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_jobs_dashboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_active_jobs_add(coalesce(sum(
    (w.status_id = 1 AND w.deleted_at IS NULL)::int - (o.status_id = 1 AND o.deleted_at IS NULL)::int), 0))
  FROM old_rows o JOIN new_rows w ON w.id = o.id WHERE fb_kept('jobs', w.id);
  UPDATE job_report_last k SET active = w.status_id = 1 AND w.deleted_at IS NULL
  FROM new_rows w
  WHERE k.job_id = w.id AND k.active IS DISTINCT FROM (w.status_id = 1 AND w.deleted_at IS NULL)
    AND fb_kept('jobs', w.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_dashboard_added AFTER INSERT ON jobs
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fb_jobs_dashboard_added();
--> statement-breakpoint
CREATE TRIGGER jobs_dashboard_removed AFTER DELETE ON jobs
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fb_jobs_dashboard_removed();
--> statement-breakpoint
CREATE TRIGGER jobs_dashboard_changed AFTER UPDATE ON jobs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fb_jobs_dashboard_changed();
--> statement-breakpoint
-- Listed application records per month and product: `p_rows` (applied_on, chemical_id, 1 or -1).
CREATE FUNCTION fb_application_deltas(p_rows jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO application_month_counts (month, chemical_id, n)
  SELECT date_trunc('month', (r->>'applied_on')::date)::date, (r->>'chemical_id')::int, sum((r->>'d')::int)
  FROM jsonb_array_elements(p_rows) r GROUP BY 1, 2 HAVING sum((r->>'d')::int) <> 0 ORDER BY 1, 2
  ON CONFLICT (month, chemical_id) DO UPDATE SET n = application_month_counts.n + excluded.n
$$;
--> statement-breakpoint
-- Only listed records count: a correction unlists the record it replaces and lists itself.
CREATE FUNCTION fb_applications_dashboard_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_application_deltas(coalesce(jsonb_agg(jsonb_build_object('applied_on', applied_on,
    'chemical_id', chemical_id, 'd', 1)), '[]'))
  FROM added WHERE listed AND fb_kept('applications', id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_applications_dashboard_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_application_deltas(coalesce(jsonb_agg(jsonb_build_object('applied_on', applied_on,
    'chemical_id', chemical_id, 'd', -1)), '[]'))
  FROM removed WHERE listed AND fb_kept('applications', id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_applications_dashboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fb_application_deltas(coalesce(jsonb_agg(x.r), '[]')) FROM (
    SELECT jsonb_build_object('applied_on', o.applied_on, 'chemical_id', o.chemical_id, 'd', -1) AS r
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE o.listed AND fb_kept('applications', o.id)
      AND (o.listed, o.applied_on, o.chemical_id) IS DISTINCT FROM (w.listed, w.applied_on, w.chemical_id)
    UNION ALL
    SELECT jsonb_build_object('applied_on', w.applied_on, 'chemical_id', w.chemical_id, 'd', 1)
    FROM old_rows o JOIN new_rows w ON w.id = o.id
    WHERE w.listed AND fb_kept('applications', w.id)
      AND (o.listed, o.applied_on, o.chemical_id) IS DISTINCT FROM (w.listed, w.applied_on, w.chemical_id)
  ) x;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_dashboard_added AFTER INSERT ON applications
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fb_applications_dashboard_added();
--> statement-breakpoint
CREATE TRIGGER applications_dashboard_removed AFTER DELETE ON applications
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fb_applications_dashboard_removed();
--> statement-breakpoint
CREATE TRIGGER applications_dashboard_changed AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fb_applications_dashboard_changed();
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
