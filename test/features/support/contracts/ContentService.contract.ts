import type { ContentService } from '../../../../src/features/support/core/ports/ContentService';

export function describeContentServiceContract(name: string, make: () => Promise<ContentService>) {
  describe(`${name} honours the ContentService contract`, () => {
    let content: ContentService;
    beforeEach(async () => { content = await make(); });

    it('serves the privacy statement as HTML, and null for a page that does not exist', async () => {
      await expect(content.getPage('privacy-statement')).resolves.toMatchObject({ token: 'privacy-statement', title: 'Privacy statement', html: expect.stringContaining('<p>') });
      await expect(content.getPage('no-such-page')).resolves.toBeNull();
      await expect(content.getPage('constructor')).resolves.toBeNull();
    });

    it('lists questions with HTML answers', async () => {
      const faqs = await content.listFaqs();
      expect(faqs.length).toBeGreaterThan(1);
      expect(faqs.map((f) => f.id)).toContain('lost-card');
    });

    it('lists branches with Auckland opening hours by weekday', async () => {
      const branches = await content.listBranches();
      const central = branches.find((b) => b.id === 'auckland-central');
      expect(central).toMatchObject({ name: 'Auckland Central', town: 'Auckland' });
      expect(central?.hours).toContainEqual({ day: 1, opens: '09:00', closes: '17:00' });
      for (const h of branches.flatMap((b) => b.hours)) expect(h.opens < h.closes && /^\d{2}:\d{2}$/.test(h.opens)).toBe(true);
    });

    it('gives the phone numbers, with the overseas one, and the secure message path', async () => {
      const channels = await content.getContactChannels();
      expect(channels.phones.map((p) => p.number)).toEqual(expect.arrayContaining(['0800 569 424', '+64 4 831 0800']));
      expect(channels.secureMessagePath).toBe('/messages/new');
    });
  });
}
