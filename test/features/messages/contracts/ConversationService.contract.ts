import type { ConversationService } from '../../../../src/features/messages/core/ports/ConversationService';
import type { InboxService } from '../../../../src/features/messages/core/ports/InboxService';

export interface ConversationServiceSubject {
  /** Logged in as Jack (1000004), who starts with no messages. */
  jack: ConversationService;
  jackInbox: InboxService;
  /** Logged in as Aroha (1000001): a fraudster's second session, for another customer's ids. */
  aroha: ConversationService;
  anonymous: ConversationService;
}

// The smallest PDF a reader opens (a catalog, a page tree, one page): the bank parses a PDF, so a header alone is refused.
const PDF = Uint8Array.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'
  + '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', (c) => c.charCodeAt(0));
const PROGRAM = new Uint8Array([0x4d, 0x5a, 0x90, 0x90, 0x90]);

export function describeConversationServiceContract(name: string, make: () => Promise<ConversationServiceSubject>) {
  describe(`${name} honours the ConversationService contract`, () => {
    let subject: ConversationServiceSubject;
    beforeEach(async () => { subject = await make(); });

    it("starts a conversation the bank acknowledges at once, newest last; it heads the customer's inbox, unread", async () => {
      const conversation = await subject.jack.start({ topic: 'Cards', body: 'My card was declined.', attachmentIds: [] });
      expect(conversation.subject).toBe('Cards');
      expect(conversation.messages.map((m) => m.from)).toEqual(['customer', 'bank']);
      expect(conversation.messages[0]?.body).toBe('My card was declined.');
      await expect(subject.jack.get(conversation.id)).resolves.toEqual(conversation);
      const [first] = await subject.jackInbox.list();
      expect(first).toMatchObject({ id: conversation.id, subject: 'Cards', status: 'Sent' });
    });

    it('adds a reply with a file at the end; the file comes back as sent', async () => {
      const conversation = await subject.jack.start({ topic: 'Something else', body: 'First', attachmentIds: [] });
      const file = await subject.jack.upload({ name: 'statement.pdf', bytes: PDF });
      expect(file).toMatchObject({ name: 'statement.pdf', mediaType: 'application/pdf', sizeBytes: PDF.length });
      const replied = await subject.jack.reply(conversation.id, { body: 'Second', attachmentIds: [file.id] });
      expect(replied.messages.at(-1)).toMatchObject({ from: 'customer', body: 'Second', attachments: [file] });
      const saved = await subject.jack.download(conversation.id, file.id);
      expect(saved.mediaType).toBe('application/pdf');
      expect(Array.from(saved.bytes)).toEqual(Array.from(PDF));
    });

    it('refuses a file that is not what its name says, with the reason in words', async () => {
      await expect(subject.jack.upload({ name: 'payslip.pdf', bytes: PROGRAM })).rejects.toMatchObject({ status: 415, response: { message: expect.stringContaining('payslip.pdf') } });
    });

    it("treats another customer's conversation and file as unknown (404)", async () => {
      const conversation = await subject.jack.start({ topic: 'Cards', body: 'Mine', attachmentIds: [] });
      const file = await subject.jack.upload({ name: 'statement.pdf', bytes: PDF });
      await subject.jack.reply(conversation.id, { body: 'With file', attachmentIds: [file.id] });
      await expect(subject.aroha.get(conversation.id)).rejects.toMatchObject({ status: 404 });
      await expect(subject.aroha.reply(conversation.id, { body: 'Pay me', attachmentIds: [] })).rejects.toMatchObject({ status: 404 });
      await expect(subject.aroha.download(conversation.id, file.id)).rejects.toMatchObject({ status: 404 });
      await expect(subject.aroha.start({ topic: 'Cards', body: 'Stolen', attachmentIds: [file.id] })).rejects.toMatchObject({ status: 400 });
    });

    it('answers 401 without a session', async () => {
      await expect(subject.anonymous.start({ topic: 'Cards', body: 'Hello', attachmentIds: [] })).rejects.toMatchObject({ status: 401 });
    });
  });
}
