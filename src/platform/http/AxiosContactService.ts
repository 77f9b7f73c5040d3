import type { AxiosInstance } from 'axios';
import type { ContactAddress as ContactAddressDto, ContactAddressUpdate, ContactDetails as ContactDto } from '../../../contract/contact';
import type { Contact, ContactAddress, ContactAddressKind } from '../../kernel/domain/Contact';
import type { ContactService } from '../../kernel/ports/ContactService';

const toAddress = (dto: ContactAddressDto | null): ContactAddress | null => (dto ? {
  dpid: dto.dpid, addressLines: [...dto.addressLines], suburb: dto.suburb, cityTown: dto.cityTown, postcode: dto.postcode,
} : null);

/** ContactService over GET /api/contact and PUT /api/contact/address (204; 400 when invalid). */
export class AxiosContactService implements ContactService {
  constructor(private readonly http: AxiosInstance) {}

  async getContact(): Promise<Contact> {
    const { data } = await this.http.get<ContactDto>('/api/contact');
    return {
      email: data.EmailAddr,
      phones: data.Phones.map((p) => ({ type: p.Type, number: p.Number })),
      residentialAddress: toAddress(data.ResidentialAddress),
      postalAddress: toAddress(data.PostalAddress),
    };
  }

  async saveAddress(kind: ContactAddressKind, address: ContactAddress, currentPassword: string, escalation?: string): Promise<void> {
    const body: ContactAddressUpdate = { kind, address: { ...address, addressLines: [...address.addressLines] }, currentPassword };
    await this.http.put('/api/contact/address', body, { headers: escalation ? { 'X-Operation-Id': escalation } : {} });
  }
}
