ALTER TABLE "company_settings" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "location_contacts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_default_language" CHECK ("company_settings"."default_language" in ('en', 'ar', 'fa', 'es'));--> statement-breakpoint
ALTER TABLE "location_contacts" ADD CONSTRAINT "location_contacts_language" CHECK ("location_contacts"."language" in ('en', 'ar', 'fa', 'es'));