CREATE INDEX "applications_date_sort_idx" ON "applications" USING btree ("applied_on","id") WHERE "applications"."listed";--> statement-breakpoint
CREATE INDEX "applications_product_sort_idx" ON "applications" USING btree (lower("product_name"),"id") WHERE "applications"."listed";--> statement-breakpoint
CREATE INDEX "applications_where_sort_idx" ON "applications" USING btree (lower("location_name"),"id") WHERE "applications"."listed";--> statement-breakpoint
CREATE INDEX "applications_applicator_sort_idx" ON "applications" USING btree (lower("applicator_name"),"id") WHERE "applications"."listed";--> statement-breakpoint
CREATE INDEX "applications_amount_sort_idx" ON "applications" USING btree ("amount","id") WHERE "applications"."listed";--> statement-breakpoint
CREATE INDEX "applications_area_sort_idx" ON "applications" USING btree ("area","id") WHERE "applications"."listed";--> statement-breakpoint
CREATE INDEX "corrective_actions_job_idx" ON "corrective_actions" USING btree ("job_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "corrective_actions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "corrective_actions_title_sort_idx" ON "corrective_actions" USING btree (lower("title"),"id") WHERE "corrective_actions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_name_sort_idx" ON "jobs" USING btree (lower("name"),"id") WHERE "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_category_sort_idx" ON "jobs" USING btree (lower("category"),"id") WHERE "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_created_sort_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mail_messages_subject_sort_idx" ON "mail_messages" USING btree (lower("subject"),"id");--> statement-breakpoint
CREATE INDEX "reports_start_sort_idx" ON "reports" USING btree ("start_date","id") WHERE "reports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reports_status_sort_idx" ON "reports" USING btree ("status_id","id") WHERE "reports"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reports_flagged_sort_idx" ON "reports" USING btree ("flagged_count","id") WHERE "reports"."deleted_at" is null;