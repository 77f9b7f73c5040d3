import { FEATURES } from '../../../src/app/features';
import { handOffPathsOf } from '../../../src/app/routes/paths';
import { isOnPathList } from '../../../src/kernel/domain/routes';

const isServerHandoffPath = (path: string) => isOnPathList(path, handOffPathsOf(FEATURES));

describe('the paths derived from the feature manifests', () => {
  it('knows the server hand-off list, exact paths and subtrees', () => {
    for (const path of [
      '/messages', '/login', '/login?loggedOut=true', '/setup/internet-banking/mobile', '/loan-status/42', '/my-accounts', '/online-eftpos/x/y',
      '/payees', '/international-payees', '/digital-signature/abc',
    ]) {
      expect(isServerHandoffPath(path)).toBe(true);
    }
    for (const path of ['/', '/security', '/payees/new', '/online/payees', '/online/payees/new', '/messages/1', '/apply/back-soon', '/direct-debits']) {
      expect(isServerHandoffPath(path)).toBe(false);
    }
  });

});
