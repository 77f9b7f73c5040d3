/** The WAL segments a data folder needs: from the last checkpoint's redo point to the insert point. */
export interface LiveWal { first: string; last: string }

/** Asks a running Postgres which segments hold its live WAL (names as in pg_wal). */
export const LIVE_WAL_SQL = `SELECT pg_walfile_name(redo_lsn) AS first, pg_walfile_name(pg_current_wal_insert_lsn()) AS last
  FROM pg_control_checkpoint()`;

/**
 * An uncompressed tarball of a Postgres data folder (PGlite's `dumpDataDir('none')`) without the
 * WAL segments outside `live`. Postgres keeps old segments as recycled future ones (min_wal_size
 * is 80 MB) and preallocates the next one as zeros: 16 MB each, no record a restart reads, and
 * made again when needed. The address template carried ten of them (160 MB) to every test file
 * that loaded it; the plain template one (half its size).
 *
 * Reads the ustar layout only: 512-byte headers, the name at offset 0 (with a prefix at 345),
 * the size in octal at 124, the type at 156, data padded to 512 bytes, two zero blocks at the end.
 */
export function withoutUnusedWal(tar: Uint8Array, live: LiveWal): Buffer {
  const text = (header: Uint8Array, from: number, to: number) => Buffer.from(header.subarray(from, to)).toString('latin1').replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const type = header[156];
    // A pax or GNU header describes the entry after it: dropping that entry would orphan it.
    if (type === 0x78 || type === 0x67 || type === 0x4c || type === 0x4b) return Buffer.from(tar);
    const size = parseInt(text(header, 124, 136).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    const prefix = text(header, 345, 500);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    // Segment names are fixed-width hexadecimal, so they compare as strings.
    if (segment === undefined || (segment >= live.first && segment <= live.last)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  return Buffer.concat([...kept, new Uint8Array(1024)]);
}
