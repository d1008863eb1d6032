-- The back office creates, renames and moves departments. A page drawn with the old
-- names must not outlive the change: a department change moves the catalogue version too.
CREATE TRIGGER department_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON department
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
