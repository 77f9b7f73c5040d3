/** A payee overseas: IBAN where the country uses one, otherwise account number and bank code. */
export interface InternationalPayee {
  id: string;
  name: string;
  address: string;
  country: string;
  iban: string | null;
  accountNumber: string | null;
  bankCode: string | null;
  swiftBic: string;
  currency: string;
}

export interface InternationalPayeeInput {
  name: string;
  address: string;
  country: string;
  iban: string;
  accountNumber: string;
  bankCode: string;
  swiftBic: string;
  currency: string;
}
