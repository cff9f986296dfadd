-- Existing locations: their one-line address, written "street, municipality, ST 12345", gives the
-- parts of the structured service address; a P.O. box is never taken as the street. The county is
-- never in such a line, so every older location is marked as having an address to complete.
UPDATE "locations" AS l
SET "street" = p.m[1], "municipality" = p.m[2], "state" = upper(p.m[3]), "zip" = p.m[5]
FROM (
  SELECT "id", regexp_match(
    "address",
    '^\s*(.*[^\s,])\s*,\s*([^,]*[^\s,])\s*,\s*([A-Za-z]{2})(\s+([0-9]{5}(-[0-9]{4})?))?\s*$'
  ) AS m
  FROM "locations"
  WHERE "street" IS NULL
) AS p
WHERE l."id" = p."id"
  AND p.m IS NOT NULL
  AND p.m[1] !~* '(p\.?\s*o\.?\s*box|post\s+office\s+box|pob\s*[0-9]|^\s*box\s+[0-9])';
--> statement-breakpoint
UPDATE "locations"
SET "address_incomplete" = true
WHERE "street" IS NULL OR "municipality" IS NULL OR "county" IS NULL OR "state" IS NULL OR "zip" IS NULL;
