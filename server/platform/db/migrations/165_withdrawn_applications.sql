-- A customer may withdraw an application that is not decided yet (a draft, or a referred one a
-- person is still looking at): it is then 'cancelled', and changing it answers 10421.
ALTER TABLE applications DROP CONSTRAINT applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check
  CHECK (status IN ('draft', 'submitted', 'approved', 'referred', 'declined', 'cancelled'));
