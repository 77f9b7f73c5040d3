-- Secure messages the customer writes and answers (architecture.md "Secure messages").

-- A conversation is its first message and every message whose thread_id names it; the bank's
-- own one-off messages (the seed) have none and are threads of one. `position` orders messages
-- written at the same sandbox instant (a message and its automatic acknowledgement).
ALTER TABLE customer_messages ADD COLUMN thread_id text REFERENCES customer_messages ON DELETE CASCADE;
ALTER TABLE customer_messages ADD COLUMN sender text NOT NULL DEFAULT 'bank' CHECK (sender IN ('bank', 'customer'));
ALTER TABLE customer_messages ADD COLUMN position bigserial;
CREATE INDEX customer_messages_thread ON customer_messages (customer_number, (COALESCE(thread_id, id)), received_at, position);

-- A file sent with a message. It belongs to the customer from its upload; until a message
-- names it, message_id is empty and only its owner may attach it (never another customer).
CREATE TABLE message_attachments (
  id uuid PRIMARY KEY,
  customer_number text NOT NULL REFERENCES customers ON DELETE CASCADE,
  message_id text REFERENCES customer_messages ON DELETE CASCADE,
  name text NOT NULL,
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT sandbox_now()
);
CREATE INDEX message_attachments_message ON message_attachments (message_id);
CREATE INDEX message_attachments_customer ON message_attachments (customer_number, created_at);
