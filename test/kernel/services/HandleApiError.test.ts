import { ApiError } from '../../../src/kernel/domain/ApiError';
import { HandleApiError } from '../../../src/kernel/services/HandleApiError';
import { FakeMonitoring } from '../fakes/FakeMonitoring';

describe('HandleApiError', () => {
  it.each([7009, 98, 7008])('treats NativeErrorCode %i as the end of the session, not a report', (code) => {
    const monitoring = new FakeMonitoring();
    const handler = new HandleApiError(monitoring);
    const expired = jest.fn();
    handler.onSessionExpired(expired);
    expect(handler.execute(new ApiError(401, code), { queryKey: 'accounts/list' })).toBe('session-expired');
    expect(expired).toHaveBeenCalledTimes(1);
    expect(monitoring.reports).toEqual([]);
  });

  it.each([
    ['a 500', new ApiError(500)],
    ['a data error', new ApiError(400, 4004)],
    ['a network failure', new ApiError(0)],
    ['a bug', new TypeError('x is undefined')],
  ])('reports %s to monitoring with the query key', (_label, error) => {
    const monitoring = new FakeMonitoring();
    const handler = new HandleApiError(monitoring);
    const expired = jest.fn();
    handler.onSessionExpired(expired);
    expect(handler.execute(error, { queryKey: 'customer-actions/list' })).toBe('reported');
    expect(monitoring.reports).toEqual([{ error, queryKey: 'customer-actions/list' }]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('stops telling a listener that unsubscribed', () => {
    const handler = new HandleApiError(new FakeMonitoring());
    const expired = jest.fn();
    handler.onSessionExpired(expired)();
    handler.execute(new ApiError(401, 98), { queryKey: 'x' });
    expect(expired).not.toHaveBeenCalled();
  });
});
