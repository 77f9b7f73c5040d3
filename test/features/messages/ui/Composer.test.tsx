import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../../src/app/App';
import { messagesFeature } from '../../../../src/features/messages';
import { MESSAGES_TOKENS as M } from '../../../../src/features/messages/tokens';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';
import type { FakeConversationService } from '../fakes/FakeConversationService';

const PDF = new File(['%PDF-1.7\n%%EOF\n'], 'receipt.pdf', { type: 'application/pdf' });
const PROGRAM = new File(['MZ\x90\x90\x90'], 'payslip.pdf', { type: 'application/pdf' });

/** The whole app over fakes, logged in as Aroha, at `path`. */
async function start(path = '/messages/new') {
  const app = appKit({ path });
  await app.loadArea(messagesFeature);
  await app.session.start();
  await app.session.login(AROHA);
  app.renderApp(<App />);
  const conversations = app.container.get(M.ConversationService) as FakeConversationService;
  return { app, conversations, user: userEvent.setup() };
}

describe('writing a secure message', () => {
  it('shows the error summary and marks each wrong field, keeping what was typed', async () => {
    const { user, conversations } = await start();
    await user.type(await screen.findByLabelText('Your message'), 'Hello there');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: 'Select what your message is about' })).toBeInTheDocument();
    expect(screen.getByLabelText('What is your message about?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello there');
    expect(screen.getByLabelText('Your message')).not.toHaveAttribute('aria-invalid');
    expect(conversations.calls).toEqual([]);
    expect(document.title).toBe('New message | Kōwhai Bank');
  });

  it('sends a message with a PDF, opens its conversation with the bank\'s acknowledgement, and takes a reply', async () => {
    const { user, app } = await start();
    await user.selectOptions(await screen.findByLabelText('What is your message about?'), 'Cards');
    await user.type(screen.getByLabelText('Your message'), 'My card was declined at the dairy.');
    await user.upload(screen.getByLabelText('Attach a file (optional)'), PDF);
    expect(await screen.findByText('Attached: receipt.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cards' })).toBeInTheDocument();
    expect(app.path()).toMatch(/^\/messages\/c-\d+$/);
    const messages = within(screen.getByRole('list', { name: 'Messages in this conversation' })).getAllByRole('article');
    expect(messages).toHaveLength(2);
    expect(within(messages[0]!).getByText('My card was declined at the dairy.')).toBeInTheDocument();
    expect(within(messages[0]!).getByRole('button', { name: 'Download receipt.pdf' })).toBeInTheDocument();
    expect(messages[1]).toHaveAccessibleName(/^Kōwhai Bank, /);

    await user.type(screen.getByLabelText('Your reply'), 'Thanks, here it is again.');
    await user.upload(screen.getByLabelText('Attach a file (optional)'), PDF);
    await screen.findByText('Attached: receipt.pdf');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages in this conversation' })).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('status')).toHaveTextContent('Your reply has been sent.');
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    // The sent file is gone from the form too, the browser's file box included.
    expect(screen.queryByText(/^Attached:/)).toBeNull();
    expect(screen.getByLabelText('Attach a file (optional)')).toHaveValue('');
  });

  it('puts the bank\'s refusal of a file beside the file and loses nothing typed', async () => {
    const { user, conversations } = await start();
    await user.selectOptions(await screen.findByLabelText('What is your message about?'), 'Home loans and lending');
    await user.type(screen.getByLabelText('Your message'), 'My payslip is attached.');
    await user.upload(screen.getByLabelText('Attach a file (optional)'), PROGRAM);
    await screen.findByText('Attached: payslip.pdf');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link', { name: /"payslip\.pdf" isn't a PDF, JPEG, PNG or HEIC file/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Attach a file (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your message')).toHaveValue('My payslip is attached.');
    expect(screen.getByLabelText('What is your message about?')).toHaveValue('Home loans and lending');
    expect(conversations.calls).toEqual([]);
  });

  it('shows markup as the text it is, never as HTML', async () => {
    const { user } = await start();
    await user.selectOptions(await screen.findByLabelText('What is your message about?'), 'Something else');
    await user.type(screen.getByLabelText('Your message'), '<b>bold</b> <img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('heading', { level: 1, name: 'Something else' });
    expect(screen.getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('main b, main img[src="x"]')).toBeNull();
  });

  it("says a conversation that is not the customer's cannot be found", async () => {
    await start('/messages/someone-elses');
    expect(await screen.findByText("We can't find that message. It may have been sent to someone else's login.")).toBeInTheDocument();
  });
});

describe('the inbox', () => {
  it('offers New message and an open message leads to its conversation', async () => {
    const { user } = await start('/messages');
    expect(await screen.findByRole('link', { name: 'New message' })).toHaveAttribute('href', '/messages/new');
    await user.click(await screen.findByRole('button', { name: /^New\b.*Your replacement Kōwhai Visa card/ }));
    expect(screen.getByRole('link', { name: 'Open and reply' })).toHaveAttribute('href', '/messages/m-card');
  });
});
