import type { AxiosInstance } from 'axios';
import { isMobilePhoneType, type Contact } from '../../core/domain/Contact';
import type { ContactService } from '../../core/ports/ContactService';

/** Wire shape of GET /api/contact (issue 4 contract); the addresses are not needed here. */
interface ContactDto { EmailAddr: string | null; Phones: Array<{ Type: string; Number: string }> }

/** ContactService over GET /api/contact. */
export class AxiosContactService implements ContactService {
  constructor(private readonly http: AxiosInstance) {}

  async getContact(): Promise<Contact> {
    const { data } = await this.http.get<ContactDto>('/api/contact');
    return {
      email: data.EmailAddr?.trim() ? data.EmailAddr : null,
      phones: (data.Phones ?? []).map((p) => ({ type: p.Type, number: p.Number, isMobile: isMobilePhoneType(p.Type) })),
    };
  }
}
