-- Change notices (decision 0081): every committed change to a store's listed rows, and every ended
-- account or session, is announced on the channel `tryown_changes`, so each process can drop what it
-- keeps in memory (list pages, account checks) however and wherever the change was made. PostgreSQL
-- sends a notice only when its transaction commits, and folds identical notices of one transaction.
CREATE FUNCTION tryown_notice_store_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tryown_changes', 'store:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.client_id ELSE NEW.client_id END);
  IF TG_OP = 'UPDATE' AND OLD.client_id IS DISTINCT FROM NEW.client_id THEN
    PERFORM pg_notify('tryown_changes', 'store:' || OLD.client_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION tryown_notice_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tryown_changes', 'account:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dresses_change_notice AFTER INSERT OR UPDATE OR DELETE ON "dresses" FOR EACH ROW EXECUTE FUNCTION tryown_notice_store_change();--> statement-breakpoint
CREATE TRIGGER models_change_notice AFTER INSERT OR UPDATE OR DELETE ON "models" FOR EACH ROW EXECUTE FUNCTION tryown_notice_store_change();--> statement-breakpoint
CREATE TRIGGER generated_images_change_notice AFTER INSERT OR UPDATE OR DELETE ON "generated_images" FOR EACH ROW EXECUTE FUNCTION tryown_notice_store_change();--> statement-breakpoint
CREATE TRIGGER clients_account_notice AFTER UPDATE OF sessions_valid_from OR DELETE ON "clients" FOR EACH ROW EXECUTE FUNCTION tryown_notice_account_change();--> statement-breakpoint
CREATE TRIGGER admins_account_notice AFTER UPDATE OF sessions_valid_from OR DELETE ON "admins" FOR EACH ROW EXECUTE FUNCTION tryown_notice_account_change();--> statement-breakpoint
CREATE TRIGGER superadmins_account_notice AFTER UPDATE OF sessions_valid_from OR DELETE ON "superadmins" FOR EACH ROW EXECUTE FUNCTION tryown_notice_account_change();--> statement-breakpoint
CREATE TRIGGER users_account_notice AFTER UPDATE OF sessions_valid_from OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION tryown_notice_account_change();
