-- One-time codes are kept only as an HMAC under a server key (ASVS 6.5/11.4): a copy of the
-- database alone does not give anyone a code. The development endpoint that lists codes reads
-- them from one_time_code_log, a table created at start only when SANDBOX_DEV is on.
ALTER TABLE one_time_codes ADD COLUMN code_hmac text;
-- Operations still open at this migration had a plain code: they are voided (codes live 5 minutes).
UPDATE one_time_codes SET voided_at = now() WHERE voided_at IS NULL AND escalated_at IS NULL;
UPDATE one_time_codes SET code_hmac = '' WHERE code_hmac IS NULL;
ALTER TABLE one_time_codes ALTER COLUMN code_hmac SET NOT NULL;
ALTER TABLE one_time_codes DROP COLUMN code;
