/**
 * The countries and currencies the international payee form offers: New Zealanders' most
 * common destinations. IBAN or account number follows from contract/rules/Iban.
 */
export const COUNTRIES: Array<{ code: string; name: string; currency: string }> = [
  { code: 'AU', name: 'Australia', currency: 'AUD' },
  { code: 'CA', name: 'Canada', currency: 'CAD' },
  { code: 'CN', name: 'China', currency: 'CNY' },
  { code: 'FJ', name: 'Fiji', currency: 'FJD' },
  { code: 'FR', name: 'France', currency: 'EUR' },
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'IN', name: 'India', currency: 'INR' },
  { code: 'IE', name: 'Ireland', currency: 'EUR' },
  { code: 'JP', name: 'Japan', currency: 'JPY' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR' },
  { code: 'PH', name: 'Philippines', currency: 'PHP' },
  { code: 'WS', name: 'Samoa', currency: 'WST' },
  { code: 'SG', name: 'Singapore', currency: 'SGD' },
  { code: 'ZA', name: 'South Africa', currency: 'ZAR' },
  { code: 'TO', name: 'Tonga', currency: 'TOP' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'US', name: 'United States', currency: 'USD' },
];

export const CURRENCIES = [...new Set(['NZD', 'AUD', 'USD', 'GBP', 'EUR', ...COUNTRIES.map((c) => c.currency)])];

export const countryName = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code;
