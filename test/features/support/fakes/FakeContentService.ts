import type { Branch } from '../../../../src/features/support/core/domain/Branch';
import type { ContactChannels, ContentPage, Faq } from '../../../../src/features/support/core/domain/Content';
import type { ContentService } from '../../../../src/features/support/core/ports/ContentService';

const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((day) => ({ day, opens, closes }));

export const BRANCHES: Branch[] = [
  { id: 'auckland-central', name: 'Auckland Central', streetAddress: '205 Queen Street', suburb: 'Auckland Central', town: 'Auckland',
    phone: '09 555 1200', hours: [...weekdays('09:00', '17:00'), { day: 6, opens: '10:00', closes: '14:00' }] },
  { id: 'ponsonby', name: 'Ponsonby', streetAddress: '180 Ponsonby Road', suburb: 'Ponsonby', town: 'Auckland', phone: '09 555 1210', hours: weekdays('09:00', '16:30') },
  { id: 'whangarei', name: 'Whangārei', streetAddress: '20 Cameron Street', suburb: 'Whangārei Central', town: 'Whangārei', phone: '09 555 1600', hours: weekdays('09:00', '16:30') },
];

export const FAQS: Faq[] = [
  { id: 'forgot-password', topic: 'Internet banking', question: 'I forgot my password. What do I do?', answerHtml: '<p>Use <a href="/apply/password-reset">Forgot your password?</a>.</p>' },
  { id: 'lost-card', topic: 'Cards', question: 'I lost my card', answerHtml: '<p>Call us straight away on 0800 569 424 (or +64 4 831 0800 from overseas).</p>' },
];

export const PAGES: Record<string, ContentPage> = {
  'privacy-statement': { token: 'privacy-statement', title: 'Privacy statement', html: '<p>We collect personal information.</p><p><a href="/contact-us">Contact us</a></p>' },
};

export const CHANNELS: ContactChannels = {
  phones: [{ label: 'Personal banking', number: '0800 569 424', hours: '7 am to 9 pm, 7 days' }, { label: 'From overseas', number: '+64 4 831 0800', hours: '7 am to 9 pm NZ time, 7 days' }],
  secureMessagePath: '/messages/new',
  introHtml: '<p>We\'re here to help.</p>',
};

/** The content API in memory; tests may swap any page or list. */
export class FakeContentService implements ContentService {
  pages: Record<string, ContentPage> = { ...PAGES };
  faqs = FAQS;
  branches = BRANCHES;
  channels = CHANNELS;

  async getPage(token: string): Promise<ContentPage | null> { return Object.hasOwn(this.pages, token) ? this.pages[token] ?? null : null; }
  async listFaqs(): Promise<Faq[]> { return this.faqs; }
  async listBranches(): Promise<Branch[]> { return this.branches; }
  async getContactChannels(): Promise<ContactChannels> { return this.channels; }
}
