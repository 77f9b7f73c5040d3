import type { Monitoring } from '../../../src/kernel/ports/Monitoring';
import { ApiError } from '../../../src/kernel/domain/ApiError';

export function describeMonitoringContract(name: string, make: () => { monitoring: Monitoring; queryKeys(): Array<string | undefined> }) {
  describe(`${name} honours the Monitoring contract`, () => {
    it('records each report with its query key', () => {
      const { monitoring, queryKeys } = make();
      monitoring.report(new ApiError(500), { queryKey: 'customer-actions/list' });
      monitoring.report(new Error('render'), {});
      expect(queryKeys()).toEqual(['customer-actions/list', undefined]);
    });

    it('never throws, whatever it is given', () => {
      const { monitoring } = make();
      expect(() => monitoring.report(null, {})).not.toThrow();
      expect(() => monitoring.report('a string', { queryKey: 'x' })).not.toThrow();
      expect(() => monitoring.report({ get message(): string { throw new Error('hostile'); } }, {})).not.toThrow();
    });
  });
}
