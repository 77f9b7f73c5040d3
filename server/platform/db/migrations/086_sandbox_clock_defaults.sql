-- Every column that defaulted to the machine's time (now()) takes the sandbox's instead, so a
-- row written after the operator moved the clock carries the sandbox's time like everything
-- else. (Migrations before this one wrote now(); they have run on existing databases and are
-- not edited. test/server/platform/clock tests that no default or function reads now() any more.)
DO $$
DECLARE
  col record;
BEGIN
  FOR col IN
    SELECT c.table_name, c.column_name, c.column_default
      FROM information_schema.columns c
     WHERE c.table_schema = current_schema() AND c.column_default ~* '\mnow\(\)'
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I SET DEFAULT %s', col.table_name, col.column_name,
      regexp_replace(col.column_default, '\mnow\(\)', 'sandbox_now()', 'gi'));
  END LOOP;
END $$;
