import { operatorBaseUrl, runOperator } from './runOperator';

/**
 * `npm run operator -- <command>`: flips the running sandbox's system status and feature
 * flags, unlocks customers and reads one-time codes (docs/operator.md).
 */
runOperator(process.argv.slice(2), {
  baseUrl: operatorBaseUrl(process.env),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => process.exit(code));
