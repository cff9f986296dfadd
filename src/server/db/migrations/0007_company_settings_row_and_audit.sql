-- The business's one settings row, empty until an Admin fills it.
INSERT INTO company_settings (id) VALUES (1);
--> statement-breakpoint
CREATE TRIGGER company_settings_audit AFTER INSERT OR UPDATE OR DELETE ON company_settings FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
--> statement-breakpoint
CREATE TRIGGER company_licences_audit AFTER INSERT OR UPDATE OR DELETE ON company_licences FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
