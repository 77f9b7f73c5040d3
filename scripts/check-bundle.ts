import { findBundleLeaks } from './bundleLeaks';

/** npm test's check that the built client carries no server code and no secret. */
const leaks = findBundleLeaks('dist');
if (leaks.length > 0) {
  console.error(`The client bundle carries what it must not:\n${leaks.join('\n')}`);
  process.exit(1);
}
console.log('The client bundle carries no server code and no secret.');
