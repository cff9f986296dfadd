CREATE TABLE "application_month_totals" (
	"month" date PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_year_counts" (
	"first_month" date NOT NULL,
	"chemical_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_year_counts_first_month_chemical_id_pk" PRIMARY KEY("first_month","chemical_id")
);
--> statement-breakpoint
CREATE INDEX "application_year_counts_rank_idx" ON "application_year_counts" USING btree ("first_month","n" DESC NULLS LAST);