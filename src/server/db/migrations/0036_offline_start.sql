CREATE TABLE "report_client_keys" (
	"user_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"report_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_client_keys_user_id_client_key_pk" PRIMARY KEY("user_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "report_files" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "report_client_keys" ADD CONSTRAINT "report_client_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_client_keys" ADD CONSTRAINT "report_client_keys_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_client_keys_report_idx" ON "report_client_keys" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_client_key_idx" ON "report_files" USING btree ("report_id","client_key");