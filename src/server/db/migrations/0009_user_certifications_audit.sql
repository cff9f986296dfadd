CREATE TRIGGER user_certifications_audit AFTER INSERT OR UPDATE OR DELETE ON user_certifications FOR EACH ROW EXECUTE FUNCTION fieldbook_audit();
