ALTER TABLE "chemicals" ADD COLUMN "state_registrations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chemicals" ADD COLUMN "label_unit" text;--> statement-breakpoint
ALTER TABLE "chemicals" ADD COLUMN "label_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chemicals" ADD COLUMN "site_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chemicals" ADD COLUMN "rei_hours" integer;--> statement-breakpoint
ALTER TABLE "chemicals" ADD COLUMN "lots" jsonb DEFAULT '[]'::jsonb NOT NULL;