-- The dashboard's year of products used, kept as its months are (decision 0076): per product the
-- records of each twelve months (application_year_counts) and per month all products' records
-- (application_month_totals), moved by the same statements as application_month_counts. Twelve is
-- the dashboard's year (MONTHS in dashboard.repository.ts).

-- Writers of application records wait until this commits, so none moves the month counts without
-- the new tables (a writer's statement that started earlier finishes before the lock is granted).
LOCK TABLE applications IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
-- Adds per (month, product) changes [{month, chemical_id, n}] to the three tables, each month to
-- the twelve years that hold it; rows in key order, so concurrent statements lock them alike.
CREATE FUNCTION fb_add_application_counts(p_rows jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO application_month_counts (month, chemical_id, n)
  SELECT (r->>'month')::date, (r->>'chemical_id')::int, sum((r->>'n')::int)
  FROM jsonb_array_elements(p_rows) r GROUP BY 1, 2 HAVING sum((r->>'n')::int) <> 0 ORDER BY 1, 2
  ON CONFLICT (month, chemical_id) DO UPDATE SET n = application_month_counts.n + excluded.n;
  INSERT INTO application_month_totals (month, n)
  SELECT (r->>'month')::date, sum((r->>'n')::int)
  FROM jsonb_array_elements(p_rows) r GROUP BY 1 HAVING sum((r->>'n')::int) <> 0 ORDER BY 1
  ON CONFLICT (month) DO UPDATE SET n = application_month_totals.n + excluded.n;
  INSERT INTO application_year_counts (first_month, chemical_id, n)
  SELECT ((r->>'month')::date - make_interval(months => k))::date, (r->>'chemical_id')::int,
    sum((r->>'n')::int)
  FROM jsonb_array_elements(p_rows) r CROSS JOIN generate_series(0, 11) k
  GROUP BY 1, 2 HAVING sum((r->>'n')::int) <> 0 ORDER BY 1, 2
  ON CONFLICT (first_month, chemical_id) DO UPDATE SET n = application_year_counts.n + excluded.n;
$$;
--> statement-breakpoint
-- Listed application records per month and product: `p_rows` (applied_on, chemical_id, 1 or -1).
CREATE OR REPLACE FUNCTION fb_application_deltas(p_rows jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT fb_add_application_counts(coalesce(jsonb_agg(jsonb_build_object('month', month,
    'chemical_id', chemical_id, 'n', n)), '[]'))
  FROM (SELECT date_trunc('month', (r->>'applied_on')::date)::date AS month,
      (r->>'chemical_id')::int AS chemical_id, sum((r->>'d')::int) AS n
    FROM jsonb_array_elements(p_rows) r GROUP BY 1, 2) s
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fb_backfill_dashboard(p_source text, p_size integer)
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
    PERFORM fb_add_application_counts(coalesce(jsonb_agg(jsonb_build_object('month', month,
      'chemical_id', chemical_id, 'n', n)), '[]'))
    FROM (SELECT date_trunc('month', applied_on)::date AS month, chemical_id, count(*) AS n
      FROM applications WHERE id > p.after AND id <= last_id AND listed GROUP BY 1, 2) s;
  END IF;
  UPDATE kept_count_progress SET after = last_id WHERE source = p_source;
  RETURN NEXT;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fb_refresh_dashboard_counts() RETURNS void LANGUAGE plpgsql AS $$
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
  DELETE FROM application_month_totals;
  DELETE FROM application_year_counts;
  PERFORM fb_add_application_counts(coalesce(jsonb_agg(jsonb_build_object('month', month,
    'chemical_id', chemical_id, 'n', n)), '[]'))
  FROM (SELECT date_trunc('month', applied_on)::date AS month, chemical_id, count(*) AS n
    FROM applications WHERE listed GROUP BY 1, 2) s;
  INSERT INTO kept_count_progress (source, watermark, after)
  VALUES ('reports', 0, 0), ('jobs', 0, 0), ('applications', 0, 0)
  ON CONFLICT (source) DO UPDATE SET watermark = 0, after = 0;
END $$;
--> statement-breakpoint
-- What is counted so far (all, or as far as the applications' backfill has come: it goes on
-- through fb_add_application_counts), spread to the new tables.
INSERT INTO application_month_totals (month, n)
SELECT month, sum(n) FROM application_month_counts GROUP BY 1 HAVING sum(n) <> 0;
--> statement-breakpoint
INSERT INTO application_year_counts (first_month, chemical_id, n)
SELECT (month - make_interval(months => k))::date, chemical_id, sum(n)
FROM application_month_counts CROSS JOIN generate_series(0, 11) k
GROUP BY 1, 2 HAVING sum(n) <> 0;
