-- A transfer out of a credit card is a cash advance (contract/rules/CashAdvance): the ledger
-- records it as its own kind, and the fee charged with it as a 'fee' transaction that names
-- the advance it was charged for, so a receipt, a statement and an audit can tell them apart.
ALTER TABLE ledger_transactions DROP CONSTRAINT ledger_transactions_kind_check;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_kind_check
  CHECK (kind IN ('payment', 'transfer', 'cash-advance', 'card', 'direct-debit', 'deposit', 'interest', 'fee', 'opening'));
ALTER TABLE ledger_transactions ADD COLUMN fee_for uuid REFERENCES ledger_transactions ON DELETE CASCADE;
ALTER TABLE ledger_transactions ADD CONSTRAINT ledger_transactions_fee_for_a_fee CHECK (fee_for IS NULL OR kind = 'fee');
CREATE UNIQUE INDEX ledger_transactions_one_fee_each ON ledger_transactions (fee_for) WHERE fee_for IS NOT NULL;
