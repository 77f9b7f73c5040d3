import { SessionRecord } from '../../../../../src/features/session/core/use-cases/SessionRecord';
import { FakeCookieJar } from '../../../../kernel/fakes/FakeCookieJar';
import { FakeSessionStorage } from '../../../../kernel/fakes/FakeSessionStorage';

describe('SessionRecord', () => {
  const make = () => {
    const storage = new FakeSessionStorage();
    const cookies = new FakeCookieJar();
    return { storage, cookies, record: new SessionRecord(storage, cookies) };
  };

  it('keeps customerNumber and TokenIssueTime in session storage, and TokenIssueTime as a session cookie', () => {
    const { storage, cookies, record } = make();
    record.save('1000001', 1_700_000_000_000);
    expect(storage.get('customerNumber')).toBe('1000001');
    expect(storage.get('TokenIssueTime')).toBe('1700000000000');
    expect(cookies.cookies.get('TokenIssueTime')).toEqual({ value: '1700000000000', options: {} });
    expect(record.tokenIssuedAt()).toBe(1_700_000_000_000);
  });

  it('is restorable only while the cookie and storage agree', () => {
    const { cookies, record } = make();
    expect(record.restorableCustomer()).toBeNull();
    record.save('1000001', 5);
    expect(record.restorableCustomer()).toBe('1000001');
    cookies.write('TokenIssueTime', '6');
    expect(record.restorableCustomer()).toBeNull();
  });

  it('forgets everything it stored, and only that', () => {
    const { storage, cookies, record } = make();
    cookies.write('ClientBrowserId', 'browser-1');
    record.save('1000001', 5);
    record.clear();
    expect(storage.values.size).toBe(0);
    expect(cookies.read('TokenIssueTime')).toBeNull();
    expect(cookies.read('ClientBrowserId')).toBe('browser-1');
    expect(record.tokenIssuedAt()).toBeNull();
  });
});
