/**
 * Sending money overseas, as the client sees it. Money is integer minor units: NZD cents, and
 * the payee's currency in its own minor units (`decimals`: JPY 0, most others 2).
 */
export interface OverseasPayee { id: string; name: string; country: string; currency: string; account: string }

export interface SendingAccount { id: string; product: string; name: string; accountNumber: string; available: number }

export interface OverseasQuote {
  quoteId: string; payeeId: string; payeeName: string; fromAccountId: string;
  currency: string; decimals: number;
  /** How much of the currency 1 NZD buys, as the bank quoted it ("0.5912"). */
  rate: string;
  foreignAmount: number; nzdAmount: number; fee: number; total: number;
  expiresAt: string;
}

export interface OverseasReceipt {
  id: string; quoteId: string; createdAt: string;
  from: { name: string; accountNumber: string };
  to: { name: string; country: string; account: string };
  currency: string; decimals: number; rate: string;
  foreignAmount: number; nzdAmount: number; fee: number; total: number;
}

/** What the quote asks for: the payee's amount in their currency. */
export interface QuoteOrder { payeeId: string; fromAccountId: string; foreignAmount: number }

/** £1,234.50, ¥10,000: an amount in minor units, written in its currency. */
export function formatForeign(minor: number, currency: string, decimals: number): string {
  return new Intl.NumberFormat('en-NZ', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(minor / 10 ** decimals);
}

/** "1 NZD = 0.5912 USD" */
export const rateLine = (rate: string, currency: string) => `1 NZD = ${rate} ${currency}`;

/**
 * The amount typed, in the currency's minor units, or the words of why not: digits with at most
 * the currency's decimals (none for JPY), commas allowed, more than 0.
 */
export function parseForeignAmount(text: string, currency: string, decimals: number): { minor: number } | { problem: string } {
  const cleaned = text.trim().replace(/,/g, '');
  if (!cleaned) return { problem: `Enter an amount in ${currency}` };
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(cleaned)) {
    return { problem: decimals === 0 ? `Enter a whole number of ${currency}, like 10000` : `Enter an amount in ${currency}, like 250.00` };
  }
  const [whole = '0', fraction = ''] = cleaned.split('.');
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (minor <= 0) return { problem: 'Enter an amount more than 0' };
  if (minor > 1_000_000_000_000) return { problem: 'Enter a smaller amount' };
  return { minor };
}

/** Decimals of the currencies the bank sends (ISO 4217); 2 for any other. */
export function decimalsOf(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}
