CREATE TABLE "filing_records" (
	"filing_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	CONSTRAINT "filing_records_filing_id_application_id_pk" PRIMARY KEY("filing_id","application_id")
);
--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "filings" ADD COLUMN "customer" text;--> statement-breakpoint
ALTER TABLE "filing_records" ADD CONSTRAINT "filing_records_filing_id_filings_id_fk" FOREIGN KEY ("filing_id") REFERENCES "public"."filings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "filing_records_application_idx" ON "filing_records" USING btree ("application_id");--> statement-breakpoint
-- Filings made before their records were kept: the records of their state and period as they are at
-- the upgrade, the best there is; changes from then on mark them out of date. Reads applications
-- without locking them against writes.
INSERT INTO filing_records (filing_id, application_id)
SELECT f.id, a.id
FROM filings f
JOIN applications a
  ON a.listed
 AND (f.state = 'US' OR a.state = f.state)
 AND a.applied_on BETWEEN f.period_start AND f.period_end;
