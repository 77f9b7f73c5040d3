import { isSystemDown } from '../../../../src/app/core/domain/SystemStatus';

describe('isSystemDown', () => {
  it('is down when either subsystem is not normal, case-insensitively', () => {
    expect(isSystemDown({ contentApi: 'Normal', onlineApi: 'NORMAL' })).toBe(false);
    expect(isSystemDown({ contentApi: 'Degraded', onlineApi: 'Normal' })).toBe(true);
    expect(isSystemDown({ contentApi: 'Normal', onlineApi: '' })).toBe(true);
  });

});
