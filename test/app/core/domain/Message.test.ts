import { isUnread, unreadLabel } from '../../../../src/app/core/domain/Message';
import { AROHA_MESSAGES } from '../../fakes/FakeMessagesService';

describe('Message', () => {
  it("is unread when Status is 'Sent' and its notification was not dismissed", () => {
    const sent = AROHA_MESSAGES[0]!;
    expect(isUnread(sent)).toBe(true);
    expect(isUnread({ ...sent, status: 'Read' })).toBe(false);
    expect(isUnread({ ...sent, notificationDismissed: true })).toBe(false);
  });

  it("labels the indicator '(N new)' or '(no unread)'", () => {
    expect(unreadLabel(0)).toBe('(no unread)');
    expect(unreadLabel(1)).toBe('(1 new)');
    expect(unreadLabel(12)).toBe('(12 new)');
  });
});
