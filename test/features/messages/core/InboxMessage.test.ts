import { isUnread, newestFirst, paragraphsOf, unreadLabel, type InboxMessage } from '../../../../src/features/messages/core/domain/InboxMessage';
import { pageOf } from '../../../../src/features/messages/core/domain/Paging';

const message = (change: Partial<InboxMessage>): InboxMessage => ({
  id: 'm', subject: 's', body: 'b', receivedAt: '2026-11-20T09:00:00.000Z', status: 'Sent', notificationDismissed: false, ...change,
});

describe('the unread rule', () => {
  it.each([
    ['Sent', false, true],
    ['Sent', true, false],
    ['Read', false, false],
    ['Read', true, false],
  ] as const)("status %s with NotificationDismissed %s is unread: %s", (status, notificationDismissed, unread) => {
    expect(isUnread(message({ status, notificationDismissed }))).toBe(unread);
  });
});

describe('newestFirst', () => {
  it('sorts by the instant received, not by the text', () => {
    const older = message({ id: 'older', receivedAt: '2026-11-20T23:30:00+13:00' });
    const newer = message({ id: 'newer', receivedAt: '2026-11-20T11:00:00Z' });
    expect(newestFirst([older, newer]).map((m) => m.id)).toEqual(['newer', 'older']);
  });
});

describe('paragraphsOf', () => {
  it('splits on blank lines and drops empty ones', () => {
    expect(paragraphsOf('Kia ora,\n\nLine one\nstill one\n \n\nBye')).toEqual(['Kia ora,', 'Line one\nstill one', 'Bye']);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  it('cuts pages of ten', () => {
    expect(pageOf(items, 1)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 3 });
    expect(pageOf(items, 3)).toEqual({ items: [20, 21, 22], page: 3, pageCount: 3 });
  });
  it('clamps a page outside the range', () => {
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('unreadLabel', () => {
  it("labels the header indicator '(N new)' or '(no unread)'", () => {
    expect(unreadLabel(0)).toBe('(no unread)');
    expect(unreadLabel(1)).toBe('(1 new)');
    expect(unreadLabel(12)).toBe('(12 new)');
  });
});
