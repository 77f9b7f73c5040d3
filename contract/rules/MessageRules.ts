/**
 * What a customer may write in a secure message, checked the same way by the composer and the
 * sandbox: a topic from the bank's short list (it becomes the subject, so staff can route it),
 * plain text of at most 2,000 characters, and one attachment. A message is text, never HTML.
 */
export const MESSAGE_TOPICS = [
  'Accounts and payments',
  'Cards',
  'Home loans and lending',
  'KiwiSaver and investments',
  'Insurance',
  'Something else',
] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

export const MESSAGE_LIMITS = { maxChars: 2000, maxAttachments: 1 } as const;

// Tab, line feed and carriage return are how a message has lines; every other control is refused.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const MESSAGE_WORDS = {
  empty: 'Enter your message',
  tooLong: `Your message must be ${MESSAGE_LIMITS.maxChars.toLocaleString('en-NZ')} characters or fewer`,
  control: 'Your message contains characters we cannot accept. Remove them and try again',
  topic: 'Select what your message is about',
} as const;

export const isMessageTopic = (value: string): value is MessageTopic => (MESSAGE_TOPICS as readonly string[]).includes(value);

/** Why a message's text cannot be sent, in the composer's words, or null when it can. */
export function messageTextProblem(text: string): string | null {
  if (text.trim() === '') return MESSAGE_WORDS.empty;
  if (CONTROL.test(text)) return MESSAGE_WORDS.control;
  if ([...text].length > MESSAGE_LIMITS.maxChars) return MESSAGE_WORDS.tooLong;
  return null;
}
