-- Card activation and card controls.
-- A new or replacement card is posted inactive: it declines every payment until the customer
-- activates it with the last 4 digits and expiry printed on it (what only the card in their hand
-- tells them; the card list withholds both until then). Three wrong tries lock activation: the
-- customer calls us. Cards that already work stay activated.
ALTER TABLE cards
  ADD COLUMN activated boolean NOT NULL DEFAULT true,
  ADD COLUMN activation_failures integer NOT NULL DEFAULT 0 CHECK (activation_failures >= 0),
  -- Controls the customer sets per card: online (card-not-present) and overseas purchases.
  ADD COLUMN online_purchases boolean NOT NULL DEFAULT true,
  ADD COLUMN overseas_purchases boolean NOT NULL DEFAULT false;
