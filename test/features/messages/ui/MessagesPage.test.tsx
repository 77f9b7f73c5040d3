import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MessagesPage from '../../../../src/features/messages/ui/MessagesPage';
import { renderWithServices } from '../../../support/renderWithServices';
import { inboxKit } from '../support/inboxKit';

async function setup() {
  const kit = await inboxKit();
  renderWithServices(<MessagesPage />, { container: kit.container, path: '/messages' });
  return { ...kit, user: userEvent.setup() };
}

describe('MessagesPage', () => {
  it('lists the inbox newest first with unread messages marked New and dates in Auckland time', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('New')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('New')).toBeNull();
    // 20 Nov 2026 09:00 UTC is 10:00 pm the same day in Auckland (NZDT, UTC+13).
    expect(within(items[0]!).getByText('20 Nov 2026, 10:00 pm')).toBeInTheDocument();
    expect(screen.getByText('You have 2 unread messages.')).toBeInTheDocument();
    expect(document.title).toBe('Messages | Kōwhai Bank');
  });

  it('opens a message, marking it read, and goes back to the inbox', async () => {
    const { user, inbox } = await setup();
    await user.click(await screen.findByRole('button', { name: /^New\b.*Your replacement Kōwhai Visa card/ }));
    const article = screen.getByRole('article', { name: 'Your replacement Kōwhai Visa card is on its way' });
    expect(within(article).getByText('It was posted today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your replacement Kōwhai Visa card is on its way' })).toHaveFocus();
    expect(inbox.calls).toEqual(['read m-card']);
    expect(screen.getByText('You have 1 unread message.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to inbox' }));
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('dismisses a notification', async () => {
    const { user, inbox } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification: Your term deposit matures in 14 days' }));
    expect(inbox.calls).toEqual(['dismiss m-td']);
    expect(screen.queryByRole('button', { name: /Dismiss notification: Your term deposit/ })).toBeNull();
  });
});
