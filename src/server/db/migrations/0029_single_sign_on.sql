CREATE TABLE "sso_logins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_secret" text DEFAULT '' NOT NULL,
	"domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"role_claim" text DEFAULT '' NOT NULL,
	"role_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_role_id" integer,
	"password_login_off" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_settings_one_row" CHECK ("sso_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sso_settings" ADD CONSTRAINT "sso_settings_default_role_id_user_types_id_fk" FOREIGN KEY ("default_role_id") REFERENCES "public"."user_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_logins_expires_idx" ON "sso_logins" USING btree ("expires_at");--> statement-breakpoint
-- The one settings row, off until an Admin turns it on.
INSERT INTO "sso_settings" ("id") VALUES (1);