CREATE TABLE "report_sites" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"site" jsonb NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_status_history" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "report_sites" ADD CONSTRAINT "report_sites_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Who moved a report is kept by name as they were called then (issue 30), whoever writes the row.
CREATE FUNCTION report_status_history_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_name IS NULL THEN
    SELECT name INTO NEW.user_name FROM users WHERE id = NEW.user_id;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER report_status_history_name BEFORE INSERT ON report_status_history FOR EACH ROW EXECUTE FUNCTION report_status_history_name();
