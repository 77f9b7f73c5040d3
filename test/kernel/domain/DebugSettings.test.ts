import { classifyHost } from '../../../src/kernel/domain/DebugSettings';

describe('classifyHost', () => {
  it.each(['localhost', '127.0.0.1', 'kowhai.local', 'LOCALHOST'])('%s is local', (host) => {
    expect(classifyHost(host)).toBe('local');
  });

  it.each(['test.kowhaibank.co.nz', 'uat.kowhaibank.co.nz', 'web-uat2.kowhaibank.co.nz', 'systest.internal'])('%s is test/UAT', (host) => {
    expect(classifyHost(host)).toBe('test');
  });

  it.each(['www.kowhaibank.co.nz', 'secure.kowhaibank.co.nz', 'kowhaibank.co.nz', '10.0.0.5'])('%s is neither: no debug panel', (host) => {
    expect(classifyHost(host)).toBe('none');
  });
});
