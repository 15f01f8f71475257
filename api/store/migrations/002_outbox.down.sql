DROP TABLE job_runs;
DROP TABLE rate_limits;
DROP INDEX subscriptions_status_updated;
DROP INDEX tokens_expiry;
DROP TABLE outbox;
