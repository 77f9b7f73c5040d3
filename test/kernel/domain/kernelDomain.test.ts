import { ApiError } from '../../../src/kernel/domain/ApiError';
import { contactSetupPath } from '../../../src/features/contact/core/domain/ContactSetup';
import { FeatureList } from '../../../src/kernel/domain/FeatureFlags';
import { isSafeguard, isSessionExpiry } from '../../../src/kernel/domain/NativeErrorCode';
import { isClientSidePath, isServerHandoffPath, safeLocalPath } from '../../../src/kernel/domain/routes';
import { isSystemDown } from '../../../src/app/core/domain/SystemStatus';

describe('session domain rules', () => {
  it('picks the contact setup page', () => {
    const mobile = { type: 'Mobile', number: '021' };
    expect(contactSetupPath({ email: 'a@b.nz', phones: [mobile] })).toBeNull();
    expect(contactSetupPath({ email: 'a@b.nz', phones: [] })).toBe('/setup/internet-banking/mobile');
    expect(contactSetupPath({ email: null, phones: [mobile] })).toBe('/setup/internet-banking/details');
    expect(contactSetupPath({ email: '  ', phones: [mobile] })).toBe('/setup/internet-banking/details');
  });

  it('is down when either subsystem is not normal, case-insensitively', () => {
    expect(isSystemDown({ contentApi: 'Normal', onlineApi: 'NORMAL' })).toBe(false);
    expect(isSystemDown({ contentApi: 'Degraded', onlineApi: 'Normal' })).toBe(true);
    expect(isSystemDown({ contentApi: 'Normal', onlineApi: '' })).toBe(true);
  });

  it('compares feature names case-insensitively', () => {
    expect(new FeatureList([{ name: 'ReactDashboard', enabled: true }]).isEnabled('reactdashboard')).toBe(true);
    expect(FeatureList.EMPTY.isEnabled('ReactDashboard')).toBe(false);
  });

  it('knows the session-expiry and safeguard codes', () => {
    for (const code of [7009, 98, 7008]) expect(isSessionExpiry(new ApiError(401, code))).toBe(true);
    expect(isSessionExpiry(new ApiError(401, 4010))).toBe(false);
    expect(isSessionExpiry(new Error('x'))).toBe(false);
    for (const code of [6001, 6002, 6005, 6006]) expect(isSafeguard(new ApiError(403, code))).toBe(true);
    expect(isSafeguard(new ApiError(403, 6003))).toBe(false);
  });

  it('knows the server hand-off list, exact paths and subtrees', () => {
    for (const path of ['/messages', '/login', '/login?loggedOut=true', '/payees/', '/setup/internet-banking/mobile', '/loan-status/42', '/my-accounts', '/online-eftpos/x/y']) {
      expect(isServerHandoffPath(path)).toBe(true);
    }
    for (const path of ['/', '/security', '/payees/new', '/online/payees/new', '/messages/1', '/apply/back-soon']) {
      expect(isServerHandoffPath(path)).toBe(false);
    }
  });

  it('knows the client-side routes: apply, online and dashboard', () => {
    expect(isClientSidePath('/apply/back-soon')).toBe(true);
    expect(isClientSidePath('/online')).toBe(true);
    expect(isClientSidePath('/dashboard')).toBe(true);
    expect(isClientSidePath('/applying')).toBe(false);
    expect(isClientSidePath('/security')).toBe(false);
  });

  it('only takes same-site paths as destinations', () => {
    expect(safeLocalPath('/security')).toBe('/security');
    expect(safeLocalPath('https://evil.example')).toBe('/online/dashboard');
    expect(safeLocalPath('//evil.example')).toBe('/online/dashboard');
    expect(safeLocalPath('/\\evil.example')).toBe('/online/dashboard');
    expect(safeLocalPath(null, '/x')).toBe('/x');
  });
});
