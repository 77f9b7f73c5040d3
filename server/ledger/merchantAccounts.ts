/**
 * The account at another bank that a merchant's card and online EFTPOS takings settle to. The
 * sandbox knows no real merchants, so each name maps to one stable, well-formed account number;
 * the ledger then shows where every card payment went, like any other payment.
 */
export function merchantAccountOf(name: string): string {
  let h = 7;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `12-3${String(h % 1000).padStart(3, '0')}-0${String(h % 1_000_000).padStart(6, '0')}-00`;
}
