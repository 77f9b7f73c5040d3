-- Service notices (a planned outage, a known problem) the content API publishes for the app to
-- show as a dismissable alert (an alert with an id stays closed once closed).
-- Shown while sandbox_now() is within [shows_from, shows_until). An operator adds them
-- (POST /dev/service-notices in the sandbox); none is seeded.
CREATE TABLE service_notices (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,60}$'),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 600),
  shows_from timestamptz NOT NULL,
  shows_until timestamptz NOT NULL CHECK (shows_until > shows_from)
);
