-- Issue 30: when the business licence a record was made under ran out, as the company's record
-- said at the submit. Nullable with no default: PostgreSQL adds it without rewriting the table.
-- Records frozen before keep none (the expiry they were made under was not kept), so none is flagged.
ALTER TABLE "applications" ADD COLUMN "business_licence_expires_on" date;