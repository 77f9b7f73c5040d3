-- A new passkey, like a new mobile, cannot approve a step-up until approves_from (24 hours after
-- it was added, PASSKEY_COOLING_OFF_HOURS): a fraudster who phished the password and one code
-- could otherwise add their own passkey and approve with it in the same second. Passkeys added
-- before this rule approve as before (NULL).
ALTER TABLE passkeys ADD COLUMN approves_from timestamptz;
