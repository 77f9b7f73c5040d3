/** One of the customer's accounts as Personalise shows it: its own name, and the customer's. */
export interface PersonalisedAccount {
  id: string;
  /** The product's name (Everyday, Online Saver …). */
  name: string;
  accountNumber: string;
  /** The customer's own name for it; null shows `name`. */
  nickname: string | null;
}

/** Moves the account at `from` one place up (-1) or down (+1); the same list when it cannot move. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
