import { FEATURES } from '../../../src/app/features';
import { handOffPathsOf } from '../../../src/app/routes/paths';
import { isOnPathList } from '../../../src/kernel/domain/routes';

const isServerHandoffPath = (path: string) => isOnPathList(path, handOffPathsOf(FEATURES));

/** Spec §2: "On a secure connection, these paths are handed to the server by a full page load". */
const SPEC_HAND_OFF_PATHS = [
  '/messages', '/login', '/international-payees', '/payees', '/setup/internet-banking/details', '/setup/internet-banking/mobile',
  '/settings/manage-cards', '/settings/online-eftpos', '/loan-status/*', '/my-accounts/*', '/digital-signature/*', '/online-eftpos/*',
];

describe('the paths derived from the feature manifests', () => {
  it("the hand-off list is the spec's, no more and no less", () => {
    expect([...handOffPathsOf(FEATURES)].sort()).toEqual([...SPEC_HAND_OFF_PATHS].sort());
  });

  it('knows the server hand-off list, exact paths and subtrees', () => {
    for (const path of [
      '/messages', '/login', '/login?loggedOut=true', '/setup/internet-banking/mobile', '/setup/internet-banking/details', '/loan-status/42', '/my-accounts', '/online-eftpos/x/y',
      '/payees', '/international-payees', '/digital-signature/abc', '/settings/manage-cards', '/settings/online-eftpos',
    ]) {
      expect(isServerHandoffPath(path)).toBe(true);
    }
    for (const path of ['/', '/security', '/payees/new', '/online/payees', '/online/payees/new', '/messages/1', '/apply/back-soon', '/direct-debits', '/manage-cards', '/settings/details', '/setup/internet-banking']) {
      expect(isServerHandoffPath(path)).toBe(false);
    }
  });
});
