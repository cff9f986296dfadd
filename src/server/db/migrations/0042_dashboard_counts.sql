CREATE TABLE "application_month_counts" (
	"month" date NOT NULL,
	"chemical_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_month_counts_month_chemical_id_pk" PRIMARY KEY("month","chemical_id")
);
--> statement-breakpoint
CREATE TABLE "job_report_last" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"last_start" timestamp with time zone NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kept_count_progress" (
	"source" text PRIMARY KEY NOT NULL,
	"watermark" integer NOT NULL,
	"after" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kept_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_finish_counts" (
	"slot" timestamp with time zone PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_start_counts" (
	"slot" timestamp with time zone NOT NULL,
	"status_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "report_start_counts_slot_status_id_pk" PRIMARY KEY("slot","status_id")
);
--> statement-breakpoint
ALTER TABLE "job_report_last" ADD CONSTRAINT "job_report_last_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_report_last_active_idx" ON "job_report_last" USING btree ("last_start") WHERE "job_report_last"."active";