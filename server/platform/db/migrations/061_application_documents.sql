-- Documents uploaded against an application (payslips, ID): kept in the database, so every
-- server sharing one PostgreSQL sees them. Their type is judged from their first bytes.
CREATE TABLE application_documents (
  id uuid PRIMARY KEY,
  application_id uuid NOT NULL REFERENCES applications ON DELETE CASCADE,
  name text NOT NULL,
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/heic')),
  size_bytes integer NOT NULL CHECK (size_bytes BETWEEN 1 AND 10485760),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_documents_application ON application_documents (application_id, created_at);
