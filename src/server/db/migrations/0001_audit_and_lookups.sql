-- Lookup rows the application's constants refer to (src/shared/constants.ts).
INSERT INTO "user_types" ("id", "type") VALUES
  (1, 'Super Admin'), (2, 'Admin'), (3, 'Supervisor'), (4, 'Technician');
--> statement-breakpoint
INSERT INTO "statuses" ("id", "status") VALUES (1, 'Active'), (2, 'Inactive');
--> statement-breakpoint
INSERT INTO "report_statuses" ("id", "status") VALUES
  (1, 'In Progress'), (2, 'Submitted'), (3, 'Finished');
--> statement-breakpoint
INSERT INTO "field_types" ("id", "name") VALUES
  (1, 'Text'), (2, 'Paragraph'), (3, 'Number'), (4, 'Date'), (5, 'Checkboxes'), (6, 'Dropdown'),
  (7, 'Radio'), (8, 'Signature'), (9, 'Photo'), (10, 'Chemical application'), (11, 'Link');
--> statement-breakpoint
-- The one audit mechanism: every insert, update and delete on an audited table writes who, when,
-- what, before and after. The actor is the transaction setting fieldbook.user_id, set by the
-- server's withActor() helper; rows written without it (migrations, seeding) have no actor.
CREATE FUNCTION fieldbook_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor integer := nullif(current_setting('fieldbook.user_id', true), '')::integer;
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
  INSERT INTO audit_log (user_id, action, entity, entity_id, before, after)
  VALUES (
    actor,
    act,
    TG_TABLE_NAME,
    coalesce(
      new_row ->> 'id', old_row ->> 'id',
      new_row ->> 'group_id', old_row ->> 'group_id',
      new_row ->> 'job_id', old_row ->> 'job_id'
    ),
    old_row,
    new_row
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_audit AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER groups_audit AFTER INSERT OR UPDATE OR DELETE ON groups FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER group_users_audit AFTER INSERT OR UPDATE OR DELETE ON group_users FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER locations_audit AFTER INSERT OR UPDATE OR DELETE ON locations FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER jobs_audit AFTER INSERT OR UPDATE OR DELETE ON jobs FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER job_users_audit AFTER INSERT OR UPDATE OR DELETE ON job_users FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER chemicals_audit AFTER INSERT OR UPDATE OR DELETE ON chemicals FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER templates_audit AFTER INSERT OR UPDATE OR DELETE ON templates FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER tasks_audit AFTER INSERT OR UPDATE OR DELETE ON tasks FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER task_fields_audit AFTER INSERT OR UPDATE OR DELETE ON task_fields FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER reports_audit AFTER INSERT OR UPDATE OR DELETE ON reports FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER report_answers_audit AFTER INSERT OR UPDATE OR DELETE ON report_answers FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER report_files_audit AFTER INSERT OR UPDATE OR DELETE ON report_files FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
