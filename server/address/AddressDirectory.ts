import type { Database } from '../platform/db/Database';
import type { AddressDetails } from '../../contract/address';
import { AddressWords } from './AddressWords';
import type { AddressType } from './generateAddresses';
import { searchAddresses, type AddressMatch } from './searchAddresses';

const DETAILS = `
  SELECT box_bag_number, box_bag_type, lobby, unit_type, unit_value, apartment_number, floor, street_alpha,
         mail_town, po_box_number, private_bag_number, source_desc, deliverable, physical, street_number,
         road_name, road_suffix_name, road_type_name, suburb, rural_delivery, city_town, postcode, address_lines
    FROM addresses WHERE dpid = $1`;

type DetailsRow = Record<string, unknown> & {
  source_desc: string; deliverable: boolean; physical: boolean; postcode: string; address_lines: string[];
};

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toDetails(r: DetailsRow): AddressDetails {
  return {
    boxBagNumber: str(r.box_bag_number), boxBagType: str(r.box_bag_type), lobby: str(r.lobby),
    unitType: str(r.unit_type), unitValue: str(r.unit_value), apartmentNumber: str(r.apartment_number),
    floor: str(r.floor), streetAlpha: str(r.street_alpha), mailTown: str(r.mail_town),
    poBoxNumber: str(r.po_box_number), privateBagNumber: str(r.private_bag_number), sourceDesc: r.source_desc,
    deliverable: r.deliverable, physical: r.physical, streetNumber: str(r.street_number), roadName: str(r.road_name),
    roadSuffixName: str(r.road_suffix_name), roadTypeName: str(r.road_type_name), suburb: str(r.suburb),
    ruralDelivery: str(r.rural_delivery), cityTown: str(r.city_town), postcode: r.postcode, addressLines: r.address_lines,
  };
}

/** The address directory the routes use: search and details over the addresses table. */
export class AddressDirectory {
  private words: Promise<AddressWords> | null = null;

  constructor(private readonly db: Database) {}

  async search(type: AddressType, query: string): Promise<AddressMatch[]> {
    return searchAddresses(this.db, await this.dictionary(), type, query);
  }

  /** The address in parts, or null for an unknown DPID. */
  async details(dpid: string): Promise<AddressDetails | null> {
    const { rows } = await this.db.query<DetailsRow>(DETAILS, [dpid]);
    return rows[0] ? toDetails(rows[0]) : null;
  }

  /** Loaded on first use; an empty one (directory not seeded yet) is loaded again next time. */
  private async dictionary(): Promise<AddressWords> {
    const pending = (this.words ??= AddressWords.load(this.db));
    try {
      const words = await pending;
      if (words.size === 0 && this.words === pending) this.words = null;
      return words;
    } catch (error) {
      if (this.words === pending) this.words = null;
      throw error;
    }
  }
}
