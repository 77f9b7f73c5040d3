import type { AddressDetails, AddressSummary, AddressType } from '../../../../src/features/address/core/domain/Address';
import { AddressLookupFailure } from '../../../../src/features/address/core/domain/AddressLookupFailure';
import type { AddressDirectory } from '../../../../src/features/address/core/ports/AddressDirectory';
import { FAKE_ADDRESSES, type FakeAddress } from './addressData';

export type FakeAddressCall = { method: 'search'; type: AddressType; query: string } | { method: 'details'; id: string };

/** Common street abbreviations, so "12 queen st auck" finds "12 Queen Street, Auckland…" as the sandbox does. */
const ABBREVIATIONS: Record<string, string> = { st: 'street', rd: 'road', dr: 'drive', ave: 'avenue', pl: 'place' };

/**
 * An in-memory address directory: every query word must start a word of the address.
 * Records its calls; can be told to fail (`failing`) or to hold answers until `release()`.
 */
export class FakeAddressDirectory implements AddressDirectory {
  readonly calls: FakeAddressCall[] = [];
  failing = false;
  /** When true, answers wait until `release()`; `pendingCount` says how many wait. */
  holding = false;
  private readonly held: Array<() => void> = [];

  constructor(private readonly addresses: FakeAddress[] = FAKE_ADDRESSES, private readonly limit = 50) {}

  get searches(): Array<{ type: AddressType; query: string }> {
    return this.calls.flatMap((c) => (c.method === 'search' ? [{ type: c.type, query: c.query }] : []));
  }

  get pendingCount(): number {
    return this.held.length;
  }

  /** Lets held answers through, oldest first (or only the one at `index`). */
  release(index?: number): void {
    if (index === undefined) this.held.splice(0).forEach((go) => go());
    else this.held.splice(index, 1)[0]?.();
  }

  async search(type: AddressType, query: string): Promise<AddressSummary[]> {
    this.calls.push({ method: 'search', type, query });
    await this.gate();
    if (this.failing) throw new AddressLookupFailure('search');
    const words = query.toLowerCase().split(/[\s,]+/).filter(Boolean).map((w) => ABBREVIATIONS[w] ?? w);
    return this.addresses
      .filter((a) => a.type === type && words.every((w) => wordsOf(a.summary.fullAddress).some((x) => x.startsWith(w))))
      .slice(0, this.limit)
      .map((a) => ({ ...a.summary }));
  }

  async details(id: string): Promise<AddressDetails | null> {
    this.calls.push({ method: 'details', id });
    await this.gate();
    const found = this.addresses.find((a) => a.summary.id === id);
    if (this.failing || !found) throw new AddressLookupFailure('details');
    return { ...found.details, addressLines: [...found.details.addressLines] };
  }

  private gate(): Promise<void> {
    return this.holding ? new Promise((resolve) => this.held.push(resolve)) : Promise.resolve();
  }
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().split(/[\s,]+/);
}
