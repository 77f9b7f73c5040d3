import type { AxiosInstance } from 'axios';
import type { Contact, ContactAddress, ContactAddressKind } from '../../core/domain/Contact';
import type { ContactService } from '../../core/ports/ContactService';

// Wire shapes of GET /api/contact and PUT /api/contact/address. Until server/contract/contact.ts
// lands they are written here; then they become `import type` from the contract.
interface ContactAddressDto { dpid: string | null; addressLines: string[]; suburb: string | null; cityTown: string; postcode: string }
interface ContactDto {
  EmailAddr: string | null;
  Phones: Array<{ Type: string; Number: string }>;
  ResidentialAddress: ContactAddressDto | null;
  PostalAddress: ContactAddressDto | null;
}

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

  async saveAddress(kind: ContactAddressKind, address: ContactAddress): Promise<void> {
    const body: { kind: ContactAddressKind; address: ContactAddressDto } = { kind, address: { ...address, addressLines: [...address.addressLines] } };
    await this.http.put('/api/contact/address', body);
  }
}
