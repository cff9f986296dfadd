-- A new value at every statement that changes the chemicals (decision 0082): the whole tree's
-- answer is kept in memory under it. A statement trigger, so an import of thousands of rows
-- changes it once; it runs in the changing transaction, so the value and the rows are seen together.
CREATE TABLE "chemical_tree_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "chemical_tree_version_one_row" CHECK ("chemical_tree_version"."id")
);
--> statement-breakpoint
INSERT INTO "chemical_tree_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION fb_chemical_tree_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE chemical_tree_version SET version = gen_random_uuid();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chemicals_tree_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON chemicals
  FOR EACH STATEMENT EXECUTE FUNCTION fb_chemical_tree_version();
