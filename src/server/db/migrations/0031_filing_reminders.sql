CREATE TABLE "filing_reminders" (
	"state" text NOT NULL,
	"period_start" date NOT NULL,
	"reminder" text NOT NULL,
	"due_on" date NOT NULL,
	"mail_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "filing_reminders_state_period_start_reminder_pk" PRIMARY KEY("state","period_start","reminder")
);
--> statement-breakpoint
ALTER TABLE "filing_reminders" ADD CONSTRAINT "filing_reminders_mail_id_mail_messages_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;