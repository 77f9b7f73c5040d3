import type { AxiosInstance } from 'axios';
import type { AlertPreferenceList } from '../../../../contract/alerts';
import type { AlertPreference } from '../core/domain/AlertPreference';
import type { AlertsService } from '../core/ports/AlertsService';

/** AlertsService over /api/alerts. */
export class AxiosAlertsService implements AlertsService {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<AlertPreference[]> {
    const { data } = await this.http.get<AlertPreferenceList>('/api/alerts');
    return data.alerts.map((alert) => ({ ...alert }));
  }

  async save(alerts: AlertPreference[]): Promise<AlertPreference[]> {
    const body: AlertPreferenceList = { alerts };
    const { data } = await this.http.put<AlertPreferenceList>('/api/alerts', body);
    return data.alerts.map((alert) => ({ ...alert }));
  }
}
