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

  it('refuses a path a browser would turn into another site: a tab, a line break or a backslash in it (issue 31, finding 9)', () => {
    expect(safeLocalPath(new URLSearchParams('next=/%09/evil.example').get('next'))).toBe('/dashboard');
    expect(safeLocalPath('/\n/evil.example')).toBe('/dashboard');
    expect(safeLocalPath('/\r\n/evil.example')).toBe('/dashboard');
    expect(safeLocalPath('/online\\..\\evil')).toBe('/dashboard');
    expect(safeLocalPath('/online/pay?to=a%2Fb')).toBe('/online/pay?to=a%2Fb');
  });
});
