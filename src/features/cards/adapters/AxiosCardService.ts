import type { AxiosInstance } from 'axios';
import type { ActivateCardRequest, CardControlsRequest, CardDto, CardList, ReportCardReply, ReportCardRequest } from '../../../../contract/cards';
import type { Card, CardControl, LostOrStolen, PrintedOnCard } from '../core/domain/Card';
import type { CardService } from '../core/ports/CardService';

const toCard = (dto: CardDto): Card => ({
  id: dto.id, kind: dto.kind, accountName: dto.accountName, last4: dto.last4, expires: dto.expires, status: dto.status,
  activated: dto.activated, activationLocked: dto.activationLocked, onlinePurchases: dto.onlinePurchases, overseasPurchases: dto.overseasPurchases,
});
const path = (id: string, action: string) => `/api/cards/${encodeURIComponent(id)}/${action}`;

/** CardService over /api/cards. */
export class AxiosCardService implements CardService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<Card[]> {
    const { data } = await this.http.get<CardList>('/api/cards');
    return data.cards.map(toCard);
  }

  async freeze(id: string): Promise<Card> {
    return toCard((await this.http.post<CardDto>(path(id, 'freeze'))).data);
  }

  async unfreeze(id: string): Promise<Card> {
    return toCard((await this.http.post<CardDto>(path(id, 'unfreeze'))).data);
  }

  async reportLostOrStolen(id: string, reason: LostOrStolen, currentPassword: string, escalation?: string): Promise<Card> {
    const body: ReportCardRequest = { reason, currentPassword };
    const headers = escalation ? { 'X-Operation-Id': escalation } : {};
    return toCard((await this.http.post<ReportCardReply>(path(id, 'report'), body, { headers })).data.replacement);
  }

  async activate(id: string, printed: PrintedOnCard): Promise<Card> {
    const body: ActivateCardRequest = { last4: printed.last4, expires: printed.expires };
    return toCard((await this.http.post<CardDto>(path(id, 'activate'), body)).data);
  }

  async setControl(id: string, control: CardControl, on: boolean): Promise<Card> {
    const body: CardControlsRequest = { [control]: on };
    return toCard((await this.http.put<CardDto>(path(id, 'controls'), body)).data);
  }
}
