// One clock (architecture-brief.md, rule 12): every "now" of the client comes from its Clock
// port and every "now" of the sandbox from server/platform/clock (and sandbox_now() in SQL).
// These rules fail on any other read of the machine's time in src/, server/ and contract/;
// test/architecture/oneClock.test.ts proves each one fires.

import sqlTimeReads from './sqlTimeReads.cjs';

/** The only files allowed to read the machine's time. */
export const CLOCK_FILES = ['server/platform/clock/machineTime.ts', 'server/platform/clock/sandboxClock.sql', 'src/platform/browser/ServerDateClock.ts'];

const MESSAGE = 'Read the time from the one clock: the Clock port in the client, server/platform/clock on the server.';
const SQL_MESSAGE = 'SQL takes the time from sandbox_now(), never now(), CURRENT_TIMESTAMP and the like.';
const SQL_TIME = `/${sqlTimeReads.SQL_TIME_READS}/i`;

export const oneClockRules = {
  'no-restricted-properties': ['error',
    { object: 'Date', property: 'now', message: MESSAGE },
    { object: 'performance', property: 'now', message: MESSAGE }],
  'no-restricted-syntax': ['error',
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: MESSAGE },
    { selector: "CallExpression[callee.name='Date']", message: MESSAGE },
    { selector: `Literal[value=${SQL_TIME}]`, message: SQL_MESSAGE },
    { selector: `TemplateElement[value.raw=${SQL_TIME}]`, message: SQL_MESSAGE }],
};

/** The config block: the app's and the sandbox's code, but not the clock's own files. */
export const oneClockConfig = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts', 'test/architecture/fixtures/clock/**/*.ts'],
  ignores: CLOCK_FILES,
  rules: oneClockRules,
};
