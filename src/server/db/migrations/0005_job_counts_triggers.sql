-- The users and groups lists' Job Count columns, kept by triggers in the same transaction as the
-- change (decision 0023). A job counts while it is active (status 1) and not in the Trash; for a
-- group, only once however many of its live members are assigned to it.

-- A group's count follows its rows in group_active_jobs, one statement at a time.
CREATE FUNCTION fb_group_jobs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_job_counts (group_id, active_jobs)
  SELECT group_id, count(*) FROM added GROUP BY group_id
  ON CONFLICT (group_id) DO UPDATE SET active_jobs = group_job_counts.active_jobs + excluded.active_jobs;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Decrements only update: a group being deleted (cascade) must not get its count row back.
CREATE FUNCTION fb_group_jobs_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE group_job_counts c SET active_jobs = c.active_jobs - r.n
  FROM (SELECT group_id, count(*) AS n FROM removed GROUP BY group_id) r
  WHERE c.group_id = r.group_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER group_active_jobs_added AFTER INSERT ON group_active_jobs
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION fb_group_jobs_added();
--> statement-breakpoint
CREATE TRIGGER group_active_jobs_removed AFTER DELETE ON group_active_jobs
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION fb_group_jobs_removed();
--> statement-breakpoint
-- Adds delta to a user's count.
CREATE FUNCTION fb_user_jobs_adjust(p_user integer, p_delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO user_job_counts (user_id, active_jobs) VALUES (p_user, p_delta)
    ON CONFLICT (user_id) DO UPDATE SET active_jobs = user_job_counts.active_jobs + excluded.active_jobs;
  ELSE
    UPDATE user_job_counts SET active_jobs = active_jobs + p_delta WHERE user_id = p_user;
  END IF;
END $$;
--> statement-breakpoint
-- An assignment (job, user) starts (+1) or stops (-1) counting, when the job is active and live.
CREATE FUNCTION fb_assignment_counts(p_job integer, p_user integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM jobs WHERE id = p_job AND status_id = 1 AND deleted_at IS NULL) THEN
    RETURN;
  END IF;
  PERFORM fb_user_jobs_adjust(p_user, p_delta);
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_user AND deleted_at IS NULL) THEN
    RETURN;
  END IF;
  INSERT INTO group_active_jobs (group_id, job_id, members)
  SELECT gu.group_id, p_job, p_delta FROM group_users gu WHERE gu.user_id = p_user
  ON CONFLICT (group_id, job_id) DO UPDATE SET members = group_active_jobs.members + excluded.members;
  DELETE FROM group_active_jobs g USING group_users gu
  WHERE gu.user_id = p_user AND g.group_id = gu.group_id AND g.job_id = p_job AND g.members <= 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_job_users_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM fb_assignment_counts(OLD.job_id, OLD.user_id, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM fb_assignment_counts(NEW.job_id, NEW.user_id, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_users_counts AFTER INSERT OR UPDATE OR DELETE ON job_users
  FOR EACH ROW EXECUTE FUNCTION fb_job_users_counts();
--> statement-breakpoint
-- A job becomes active and live (activated, restored from the Trash) or stops being so
-- (deactivated, deleted): every assignee's count and every group of a live assignee follow.
CREATE FUNCTION fb_jobs_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := OLD.status_id = 1 AND OLD.deleted_at IS NULL;
  now_counts boolean := NEW.status_id = 1 AND NEW.deleted_at IS NULL;
  delta integer;
BEGIN
  IF was = now_counts THEN RETURN NULL; END IF;
  delta := CASE WHEN now_counts THEN 1 ELSE -1 END;
  IF delta > 0 THEN
    INSERT INTO user_job_counts (user_id, active_jobs)
    SELECT user_id, 1 FROM job_users WHERE job_id = NEW.id
    ON CONFLICT (user_id) DO UPDATE SET active_jobs = user_job_counts.active_jobs + 1;
  ELSE
    UPDATE user_job_counts c SET active_jobs = c.active_jobs - 1
    FROM job_users ju WHERE ju.job_id = NEW.id AND c.user_id = ju.user_id;
  END IF;
  INSERT INTO group_active_jobs (group_id, job_id, members)
  SELECT gu.group_id, NEW.id, count(*) * delta
  FROM job_users ju
  JOIN users u ON u.id = ju.user_id AND u.deleted_at IS NULL
  JOIN group_users gu ON gu.user_id = ju.user_id
  WHERE ju.job_id = NEW.id
  GROUP BY gu.group_id
  ON CONFLICT (group_id, job_id) DO UPDATE SET members = group_active_jobs.members + excluded.members;
  DELETE FROM group_active_jobs WHERE job_id = NEW.id AND members <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_counts AFTER UPDATE OF status_id, deleted_at ON jobs
  FOR EACH ROW EXECUTE FUNCTION fb_jobs_counts();
--> statement-breakpoint
-- A member's active jobs count for each of their groups while they are live (deleted members
-- leave the groups' counts; restored ones come back).
CREATE FUNCTION fb_member_counts(p_user integer, p_group integer, p_delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO group_active_jobs (group_id, job_id, members)
  SELECT gu.group_id, ju.job_id, p_delta
  FROM group_users gu
  JOIN job_users ju ON ju.user_id = gu.user_id
  JOIN jobs j ON j.id = ju.job_id AND j.status_id = 1 AND j.deleted_at IS NULL
  WHERE gu.user_id = p_user AND (p_group IS NULL OR gu.group_id = p_group)
  ON CONFLICT (group_id, job_id) DO UPDATE SET members = group_active_jobs.members + excluded.members;
  DELETE FROM group_active_jobs g USING group_users gu
  WHERE gu.user_id = p_user AND (p_group IS NULL OR gu.group_id = p_group)
    AND g.group_id = gu.group_id AND g.members <= 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION fb_users_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN RETURN NULL; END IF;
  PERFORM fb_member_counts(NEW.id, NULL, CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_counts AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW EXECUTE FUNCTION fb_users_counts();
--> statement-breakpoint
-- Membership: the member's active jobs join or leave the group's count (when the member is live).
-- On delete the row is already gone, so it is added back to the join by hand.
CREATE FUNCTION fb_group_users_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id AND deleted_at IS NULL) THEN
      PERFORM fb_member_counts(NEW.user_id, NEW.group_id, 1);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id AND deleted_at IS NULL) THEN
    UPDATE group_active_jobs g SET members = g.members - 1
    FROM job_users ju JOIN jobs j ON j.id = ju.job_id AND j.status_id = 1 AND j.deleted_at IS NULL
    WHERE ju.user_id = OLD.user_id AND g.group_id = OLD.group_id AND g.job_id = ju.job_id;
    DELETE FROM group_active_jobs WHERE group_id = OLD.group_id AND members <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER group_users_counts AFTER INSERT OR DELETE ON group_users
  FOR EACH ROW EXECUTE FUNCTION fb_group_users_counts();
--> statement-breakpoint
-- Rebuilds every count from the rows (this migration's backfill; loads made with triggers off,
-- such as a restore or the list benchmark's data set). Correct whether or not triggers fire.
CREATE FUNCTION fb_refresh_job_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_job_counts;
  INSERT INTO user_job_counts (user_id, active_jobs)
  SELECT ju.user_id, count(*) FROM job_users ju
  JOIN jobs j ON j.id = ju.job_id AND j.status_id = 1 AND j.deleted_at IS NULL
  GROUP BY ju.user_id;
  DELETE FROM group_active_jobs;
  INSERT INTO group_active_jobs (group_id, job_id, members)
  SELECT gu.group_id, ju.job_id, count(*)
  FROM job_users ju
  JOIN jobs j ON j.id = ju.job_id AND j.status_id = 1 AND j.deleted_at IS NULL
  JOIN users u ON u.id = ju.user_id AND u.deleted_at IS NULL
  JOIN group_users gu ON gu.user_id = ju.user_id
  GROUP BY gu.group_id, ju.job_id;
  DELETE FROM group_job_counts;
  INSERT INTO group_job_counts (group_id, active_jobs)
  SELECT group_id, count(*) FROM group_active_jobs GROUP BY group_id;
END $$;
--> statement-breakpoint
SELECT fb_refresh_job_counts();
