ALTER TABLE "company_settings" ADD COLUMN "work_day_start" text DEFAULT '07:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "work_day_end" text DEFAULT '18:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_capacity_minutes" integer DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_work_day" CHECK ("company_settings"."work_day_start" < "company_settings"."work_day_end");