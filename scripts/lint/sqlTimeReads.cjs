// SQL's readings of the current time, other than sandbox_now() (its "_" keeps the first
// alternative from matching). Shared by the lint rule (strings in TypeScript) and the check of
// .sql files (test/architecture/oneClock.test.ts).
module.exports = {
  SQL_TIME_READS: String.raw`(^|[^\w.])(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\(\)|\b(current_timestamp|current_date|current_time|localtimestamp|localtime)\b`,
  /** Numbered migrations up to this one were written before the clock; 086 moved their defaults to sandbox_now(). */
  LAST_MIGRATION_BEFORE_THE_CLOCK: 86,
};
