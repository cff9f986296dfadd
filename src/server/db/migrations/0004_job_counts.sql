CREATE TABLE "group_active_jobs" (
	"group_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "group_active_jobs_group_id_job_id_pk" PRIMARY KEY("group_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "group_job_counts" (
	"group_id" integer PRIMARY KEY NOT NULL,
	"active_jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_job_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"active_jobs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "groups_list_idx";--> statement-breakpoint
DROP INDEX "locations_list_idx";--> statement-breakpoint
DROP INDEX "users_list_idx";--> statement-breakpoint
ALTER TABLE "group_active_jobs" ADD CONSTRAINT "group_active_jobs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_active_jobs" ADD CONSTRAINT "group_active_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_job_counts" ADD CONSTRAINT "group_job_counts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_job_counts" ADD CONSTRAINT "user_job_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_active_jobs_job_idx" ON "group_active_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "groups_list_idx" ON "groups" USING btree (lower("name"),"id","name") WHERE "groups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "locations_list_idx" ON "locations" USING btree (lower("name"),"id","name") WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_idx" ON "users" USING btree (lower("name"),"id","name") WHERE "users"."deleted_at" is null;