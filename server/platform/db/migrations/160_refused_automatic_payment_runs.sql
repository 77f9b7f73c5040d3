-- An automatic payment's run that the gate for money leaving refused (the banking locked, the
-- destination reported as a scammer's, the day's limit passed): recorded with why, so it is not
-- retried, and the payment moves on to its next date as after a failed run.
ALTER TABLE automatic_payment_runs DROP CONSTRAINT automatic_payment_runs_outcome_check;
ALTER TABLE automatic_payment_runs ADD CONSTRAINT automatic_payment_runs_outcome_check CHECK (outcome IN ('posted', 'failed', 'refused'));
ALTER TABLE automatic_payment_runs ADD COLUMN reason text;
ALTER TABLE automatic_payment_runs ADD CONSTRAINT automatic_payment_runs_reason_check CHECK ((outcome = 'refused') = (reason IS NOT NULL));
