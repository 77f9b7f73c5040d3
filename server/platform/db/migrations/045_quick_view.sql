-- Quick view: the accounts whose balances the mobile app may show before the customer logs in.
ALTER TABLE accounts ADD COLUMN quick_view boolean NOT NULL DEFAULT false;
