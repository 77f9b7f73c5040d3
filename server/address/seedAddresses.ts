import type { Database, Queryable } from '../platform/db/Database';
import { generateAddresses, type AddressRow } from './generateAddresses';
import { searchVector } from './normaliseAddress';
import { indexCommonPairs } from './commonPairs';
import { startStopwatch } from '../platform/clock/machineTime';

/** Any constant: servers sharing one PostgreSQL take it so that only one of them seeds. */
const SEED_LOCK = 727_002;
/** Rows per INSERT: one JSON parameter each; a few thousand keeps round trips and memory small. */
const BATCH = 4000;

const INSERT_BATCH = `
  INSERT INTO addresses (dpid, type, full_address, words, physical, deliverable, address_lines, source_desc,
    postcode, unit_type, unit_value, apartment_number, floor, street_number, street_alpha, road_name,
    road_type_name, road_suffix_name, suburb, rural_delivery, city_town, mail_town, box_bag_type,
    box_bag_number, po_box_number, private_bag_number, lobby)
  SELECT r.dpid, r.type, r.full_address, r.vector::tsvector, d."physical", d."deliverable",
    d."addressLines", d."sourceDesc", d."postcode", d."unitType", d."unitValue", d."apartmentNumber",
    d."floor", d."streetNumber", d."streetAlpha", d."roadName", d."roadTypeName", d."roadSuffixName",
    d."suburb", d."ruralDelivery", d."cityTown", d."mailTown", d."boxBagType", d."boxBagNumber",
    d."poBoxNumber", d."privateBagNumber", d."lobby"
  FROM json_to_recordset($1::json) AS r(dpid text, type text, full_address text, vector text, details json)
  CROSS JOIN LATERAL json_to_record(r.details) AS d("physical" boolean, "deliverable" boolean,
    "addressLines" text[], "sourceDesc" text, "postcode" text, "unitType" text, "unitValue" text,
    "apartmentNumber" text, "floor" text, "streetNumber" text, "streetAlpha" text, "roadName" text,
    "roadTypeName" text, "roadSuffixName" text, "suburb" text, "ruralDelivery" text, "cityTown" text,
    "mailTown" text, "boxBagType" text, "boxBagNumber" text, "poBoxNumber" text, "privateBagNumber" text,
    "lobby" text)`;

function toRecord(row: AddressRow) {
  return { dpid: row.dpid, type: row.type, full_address: row.fullAddress, vector: searchVector(row.fullAddress), details: row.details };
}

async function insertRows(tx: Queryable, count: number | undefined): Promise<number> {
  let inserted = 0;
  let batch: ReturnType<typeof toRecord>[] = [];
  const flush = async () => {
    await tx.query(INSERT_BATCH, [JSON.stringify(batch)]);
    inserted += batch.length;
    batch = [];
  };
  for (const row of generateAddresses(count)) {
    batch.push(toRecord(row));
    if (batch.length === BATCH) await flush();
  }
  if (batch.length) await flush();
  return inserted;
}

/** The common pairs' indexes, under the seed lock: servers starting together on one PostgreSQL make them once. */
async function indexPairs(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await indexCommonPairs(tx);
  });
}

/**
 * Inserts the generator's addresses into an empty `addresses` table, in one transaction, and
 * builds the word list the search completes and corrects words from. A no-op (null) when
 * addresses exist; otherwise how many rows it inserted and how long it took.
 */
export async function seedAddresses(db: Database, count?: number): Promise<{ rows: number; ms: number } | null> {
  const elapsed = startStopwatch();
  const inserted = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows } = await tx.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM addresses) AS present');
    if (rows[0]?.present) return 0;
    const n = await insertRows(tx, count);
    // ts_stat counts, per word, the rows that contain it: once per lookup type. The indexed
    // beginnings ("qu~") are no words.
    await tx.query(`INSERT INTO address_words (word, physical, deliverable)
      SELECT coalesce(p.word, d.word), coalesce(p.ndoc, 0), coalesce(d.ndoc, 0)
        FROM (SELECT * FROM ts_stat('SELECT words FROM addresses WHERE physical') WHERE word NOT LIKE '%~') AS p
        FULL JOIN (SELECT * FROM ts_stat('SELECT words FROM addresses WHERE deliverable') WHERE word NOT LIKE '%~') AS d
          ON d.word = p.word`);
    return n;
  });
  if (!inserted) {
    await indexPairs(db); // a directory seeded before the pair indexes existed gets them now
    return null;
  }
  // Statistics, so the planner knows "auckland" is common and "karangahape" is not (a scan
  // finds 100 Auckland rows sooner than the index lists all 28,000); VACUUM also sets the
  // hint bits now rather than during the first searches.
  await db.exec('VACUUM ANALYZE addresses');
  await db.exec('VACUUM ANALYZE address_words');
  await indexPairs(db);
  return { rows: inserted, ms: Math.round(elapsed()) };
}
