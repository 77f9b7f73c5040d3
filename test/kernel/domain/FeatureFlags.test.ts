import { FeatureList } from '../../../src/kernel/domain/FeatureFlags';

describe('FeatureList', () => {
  it('compares feature names case-insensitively', () => {
    expect(new FeatureList([{ name: 'ReactDashboard', enabled: true }]).isEnabled('reactdashboard')).toBe(true);
    expect(FeatureList.EMPTY.isEnabled('ReactDashboard')).toBe(false);
  });

});
