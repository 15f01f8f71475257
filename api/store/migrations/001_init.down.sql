DROP TABLE consent_events;
DROP TABLE tokens;
DROP TABLE subscriptions;
