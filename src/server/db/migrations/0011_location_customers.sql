ALTER TABLE "locations" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "billing_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "customer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "customer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "address_incomplete" boolean DEFAULT false NOT NULL;