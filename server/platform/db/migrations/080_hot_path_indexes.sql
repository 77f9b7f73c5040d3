-- Indexes for the hot paths at a bank's volume (test/server/platform/queryPlans.test.ts
-- EXPLAINs every hot statement on 100,000+ ledger transactions from npm run seed:volume).

-- An account's posted transactions, newest first, paged by (posted_at, id): the planner walks
-- this index and probes each transaction's postings for the account, stopping at a page,
-- rather than hashing the whole ledger to sort one account's postings.
CREATE INDEX ledger_transactions_posted ON ledger_transactions (posted_at DESC, id DESC) WHERE status = 'posted';

-- The pending card holds shown above the posted list: few rows at any time.
CREATE INDEX ledger_transactions_pending ON ledger_transactions (created_at DESC, id DESC)
  WHERE status = 'pending' AND scheduled_for IS NULL;
