import { Type, type Static } from '@sinclair/typebox';

/** The prescribed investor rates for PIE funds and KiwiSaver, in percent. */
export const PIR_RATES = ['10.5', '17.5', '28'] as const;
export type PirRate = (typeof PIR_RATES)[number];

export const TaxResidencyDto = Type.Object({
  /** ISO 3166-1 alpha-2, not NZ (New Zealand residency is the IRD number). */
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
  /** The country's taxpayer identification number. */
  tin: Type.String({ minLength: 1, maxLength: 30 }),
}, { additionalProperties: false, $id: 'TaxResidencyDto' });
export type TaxResidencyDto = Static<typeof TaxResidencyDto>;

/** GET and PUT /api/tax. The server checks the IRD number with contract/rules/IrdNumber. */
export const TaxDetailsDto = Type.Object({
  /** Digits only, or null when the bank has none. */
  irdNumber: Type.Union([Type.String({ maxLength: 20 }), Type.Null()]),
  prescribedInvestorRate: Type.Union([...PIR_RATES.map((r) => Type.Literal(r)), Type.Null()]),
  residencies: Type.Array(TaxResidencyDto, { maxItems: 5 }),
}, { additionalProperties: false, $id: 'TaxDetailsDto' });
export type TaxDetailsDto = Static<typeof TaxDetailsDto>;
