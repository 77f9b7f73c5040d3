import type { AxiosInstance } from 'axios';
import type { CardDto, CardList, ReportCardReply, ReportCardRequest } from '../../../../contract/cards';
import type { Card, LostOrStolen } from '../core/domain/Card';
import type { CardService } from '../core/ports/CardService';

const toCard = (dto: CardDto): Card => ({
  id: dto.id, kind: dto.kind, accountName: dto.accountName, last4: dto.last4, expires: dto.expires, status: dto.status,
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

  async reportLostOrStolen(id: string, reason: LostOrStolen, escalation?: string): Promise<Card> {
    const body: ReportCardRequest = { reason };
    const headers = escalation ? { 'X-Operation-Id': escalation } : {};
    return toCard((await this.http.post<ReportCardReply>(path(id, 'report'), body, { headers })).data.replacement);
  }
}
