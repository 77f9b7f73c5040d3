import type { AxiosInstance } from 'axios';
import type { BranchDto, ContactChannelsDto, ContentPageDto, FaqDto } from '../../../../contract/support';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { Branch } from '../core/domain/Branch';
import type { ContactChannels, ContentPage, Faq } from '../core/domain/Content';
import type { ContentService } from '../core/ports/ContentService';

/** ContentService over /api/content/*. */
export class AxiosContentService implements ContentService {
  constructor(private readonly http: AxiosInstance) {}

  async getPage(token: string): Promise<ContentPage | null> {
    try {
      const { data } = await this.http.get<ContentPageDto>(`/api/content/pages/${encodeURIComponent(token)}`);
      return { token: data.token, title: data.title, html: data.html };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }

  async listFaqs(): Promise<Faq[]> {
    const { data } = await this.http.get<FaqDto[]>('/api/content/faqs');
    return data.map((f) => ({ id: f.id, topic: f.topic, question: f.question, answerHtml: f.answerHtml }));
  }

  async listBranches(): Promise<Branch[]> {
    const { data } = await this.http.get<BranchDto[]>('/api/content/branches');
    return data.map((b) => ({
      id: b.id, name: b.name, streetAddress: b.streetAddress, suburb: b.suburb, town: b.town, phone: b.phone,
      hours: b.hours.map((h) => ({ day: h.day, opens: h.opens, closes: h.closes })),
    }));
  }

  async getContactChannels(): Promise<ContactChannels> {
    const { data } = await this.http.get<ContactChannelsDto>('/api/content/contact');
    return { phones: data.phones.map((p) => ({ ...p })), secureMessagePath: data.secureMessagePath, introHtml: data.introHtml };
  }
}
