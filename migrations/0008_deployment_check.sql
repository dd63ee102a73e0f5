-- What the site publishes about its configuration for the scheduler Worker to compare with its own (decision 015):
-- a value derived from MANAGE_LINK_SECRET (HMAC of a fixed text, never the secret) and the site's origin, once the
-- site has checked that origin against the one its pages were built for. One row; the site rewrites it when either
-- changes (a rotated secret, a new domain); until the scheduler's own values match it, the scheduler sends nothing.
CREATE TABLE IF NOT EXISTS deployment_check (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  manage_secret_check TEXT NOT NULL CHECK (length(manage_secret_check) = 43),
  site_origin TEXT NOT NULL CHECK (length(site_origin) BETWEEN 9 AND 300 AND site_origin GLOB 'https://*'),
  updated_at TEXT NOT NULL
);
