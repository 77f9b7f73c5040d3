import type { AxiosInstance } from 'axios';
import type { ContactCodeRequest, ContactCodeSent, ContactEmailUpdate, ContactPhoneAdd, ContactPhoneRemoval } from '../../../../contract/contact';
import type { CodeChannel, CodeSent, Confirmation, NewEmail, NewPhone, PhoneRemoval } from '../core/domain/ContactChange';
import type { ContactChangeService } from '../core/ports/ContactChangeService';

const escalated = (operationId?: string) => ({ headers: operationId ? { 'X-Operation-Id': operationId } : {} });

/** ContactChangeService over /api/contact/codes, /api/contact/phones (POST, DELETE) and /api/contact/email. */
export class AxiosContactChangeService implements ContactChangeService {
  constructor(private readonly http: AxiosInstance) {}

  async sendCode(channel: CodeChannel, to: string): Promise<CodeSent> {
    const body: ContactCodeRequest = { channel, to };
    const { data } = await this.http.post<ContactCodeSent>('/api/contact/codes', body);
    return { operationId: data.operationId, sentTo: data.sentTo };
  }

  async addPhone(phone: NewPhone, confirmation: Confirmation | null, escalation?: string): Promise<void> {
    const body: ContactPhoneAdd = {
      type: phone.type, number: phone.number, ...(confirmation ?? {}), ...(phone.currentPassword ? { currentPassword: phone.currentPassword } : {}),
    };
    await this.http.post('/api/contact/phones', body, escalated(escalation));
  }

  async removePhone(removal: PhoneRemoval, escalation?: string): Promise<void> {
    const data: ContactPhoneRemoval = { number: removal.number, ...(removal.currentPassword ? { currentPassword: removal.currentPassword } : {}) };
    await this.http.delete('/api/contact/phones', { data, ...escalated(escalation) });
  }

  async changeEmail(change: NewEmail, confirmation: Confirmation, escalation?: string): Promise<void> {
    const body: ContactEmailUpdate = { email: change.email, ...confirmation, currentPassword: change.currentPassword };
    await this.http.put('/api/contact/email', body, escalated(escalation));
  }
}
