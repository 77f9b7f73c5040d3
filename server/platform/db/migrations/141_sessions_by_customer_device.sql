-- The scam rules ask, for every payment to someone else, whether this browser is a new device
-- for the customer (has the customer logged in before, and ever from this browser?), and the
-- banking lock lets in only devices that logged in before it. Both look up a customer's
-- sessions by browser and time: without this index they read every session (hot-path plans,
-- test/server/platform/queryPlans.test.ts).
CREATE INDEX IF NOT EXISTS sessions_customer_browser ON sessions (customer_number, browser_id, created_at);
