-- Personalise: the customer's own name for an account, shown wherever accounts are listed
-- instead of the product's name. The display order is the existing accounts.sort_order.
ALTER TABLE accounts ADD COLUMN nickname text CHECK (nickname IS NULL OR char_length(nickname) BETWEEN 1 AND 30);
