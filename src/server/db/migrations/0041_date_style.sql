ALTER TABLE "users" ADD COLUMN "numerals" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_numerals" CHECK ("users"."numerals" in ('native', 'latin'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar" CHECK ("users"."calendar" in ('gregorian', 'persian'));