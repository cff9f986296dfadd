-- An application record is listed (the Applications list, the state filings) while its report is
-- finished (status 3) and not deleted; kept here so a finish, a delete and a restore from the
-- Trash all move it, whichever code path makes them (decision 0025).
CREATE FUNCTION fb_list_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications SET listed = (NEW.status_id = 3 AND NEW.deleted_at IS NULL)
   WHERE report_id = NEW.id AND listed IS DISTINCT FROM (NEW.status_id = 3 AND NEW.deleted_at IS NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reports_list_applications AFTER UPDATE OF status_id, deleted_at ON reports
  FOR EACH ROW WHEN (OLD.status_id IS DISTINCT FROM NEW.status_id OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION fb_list_applications();
