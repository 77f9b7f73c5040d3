import type { AxiosInstance, AxiosResponse } from 'axios';
import type {
  AddressDetails as AddressDetailsDto, AddressDetailsResponse, AddressSearchResponse,
} from '../../../../contract/address';
import type { AddressDetails, AddressSummary, AddressType } from '../core/domain/Address';
import { AddressLookupFailure, type AddressLookupOperation } from '../core/domain/AddressLookupFailure';
import { ApiError } from '../../../kernel/domain/ApiError';
import type { AddressDirectory } from '../core/ports/AddressDirectory';

export interface AxiosAddressDirectoryOptions {
  /** Sent as X-Client-Version; the build's version unless a test says otherwise. */
  clientVersion?: string;
  /** A typeahead cannot wait half a minute: a slower answer counts as a failure. */
  timeoutMs?: number;
}

/** The one place where wire names (DPID, FullAddress) become domain names. */
function toDetails(dto: AddressDetailsDto): AddressDetails {
  return {
    boxBagNumber: dto.boxBagNumber, boxBagType: dto.boxBagType, lobby: dto.lobby, unitType: dto.unitType,
    unitValue: dto.unitValue, apartmentNumber: dto.apartmentNumber, floor: dto.floor, streetAlpha: dto.streetAlpha,
    mailTown: dto.mailTown, poBoxNumber: dto.poBoxNumber, privateBagNumber: dto.privateBagNumber,
    sourceDesc: dto.sourceDesc, deliverable: dto.deliverable, physical: dto.physical, streetNumber: dto.streetNumber,
    roadName: dto.roadName, roadSuffixName: dto.roadSuffixName, roadTypeName: dto.roadTypeName, suburb: dto.suburb,
    ruralDelivery: dto.ruralDelivery, cityTown: dto.cityTown, postcode: dto.postcode, addressLines: [...dto.addressLines],
  };
}

/**
 * AddressDirectory over POST /api/address/search/{type} and GET /api/address/details/{id}.
 * Every failure becomes an AddressLookupFailure with the spec's text: `success: false`,
 * any status of 400 or more (the HTTP client's ApiError), a timeout or no answer (status 0).
 */
export class AxiosAddressDirectory implements AddressDirectory {
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;

  constructor(private readonly http: AxiosInstance, options: AxiosAddressDirectoryOptions = {}) {
    this.headers = { Accept: 'application/json', 'X-Client-Version': options.clientVersion ?? __CLIENT_VERSION__ };
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async search(type: AddressType, query: string): Promise<AddressSummary[]> {
    const data = await this.send('search', () => this.http.post<AddressSearchResponse>(
      `/api/address/search/${type}`, { query },
      { headers: { ...this.headers, 'Content-Type': 'application/json' }, timeout: this.timeoutMs },
    ));
    if (data?.success !== true || !Array.isArray(data.addresses)) throw new AddressLookupFailure('search', 200, null, data);
    return data.addresses.map((a) => ({ id: a.DPID, fullAddress: a.FullAddress }));
  }

  async details(id: string): Promise<AddressDetails | null> {
    const data = await this.send('details', () => this.http.get<AddressDetailsResponse>(
      `/api/address/details/${encodeURIComponent(id)}`, { headers: this.headers, timeout: this.timeoutMs },
    ));
    if (data?.success !== true || !Array.isArray(data.details)) throw new AddressLookupFailure('details', 200, null, data);
    const first = data.details[0];
    return first ? toDetails(first) : null;
  }

  private async send<T>(operation: AddressLookupOperation, request: () => Promise<AxiosResponse<T>>): Promise<T | null> {
    try {
      return (await request()).data;
    } catch (error) {
      if (error instanceof ApiError) throw new AddressLookupFailure(operation, error.status, error.nativeErrorCode, error.response);
      throw new AddressLookupFailure(operation, 0);
    }
  }
}
