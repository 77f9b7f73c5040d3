import { isClientSidePath, safeLocalPath } from '../../../src/kernel/domain/routes';

describe('routes', () => {
  it('knows the client-side routes: apply, online and dashboard', () => {
    expect(isClientSidePath('/apply/back-soon')).toBe(true);
    expect(isClientSidePath('/online')).toBe(true);
    expect(isClientSidePath('/dashboard')).toBe(true);
    expect(isClientSidePath('/applying')).toBe(false);
    expect(isClientSidePath('/security')).toBe(false);
  });


  it('only takes same-site paths as destinations', () => {
    expect(safeLocalPath('/security')).toBe('/security');
    expect(safeLocalPath('https://evil.example')).toBe('/dashboard');
    expect(safeLocalPath('//evil.example')).toBe('/dashboard');
    expect(safeLocalPath('/\\evil.example')).toBe('/dashboard');
    expect(safeLocalPath(null, '/x')).toBe('/x');
  });
});
