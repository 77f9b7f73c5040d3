/**
 * The New Zealand merchants and billers the seeded histories are made of. Amounts are
 * ranges in cents; `perWeek` is how often a person at lifestyle 1 shops there.
 */
export interface CardMerchant { names: readonly string[]; minCents: number; maxCents: number; perWeek: number }

export const EVERYDAY_SPENDING: readonly CardMerchant[] = [
  { names: ['Countdown Ponsonby', 'Countdown Grey Lynn', 'Woolworths Newmarket'], minCents: 3_580, maxCents: 18_940, perWeek: 1.2 },
  { names: ["Pak'nSave Royal Oak", "Pak'nSave Mt Albert"], minCents: 6_210, maxCents: 21_470, perWeek: 0.6 },
  { names: ['New World Victoria Park', 'New World Remuera'], minCents: 1_890, maxCents: 9_860, perWeek: 0.5 },
  { names: ['Z Energy Kingsland', 'BP Connect Newmarket', 'Z Energy Te Atatu'], minCents: 5_400, maxCents: 11_200, perWeek: 0.8 },
  { names: ['Little Bird Cafe', 'Kokako Cafe', 'Coffee Supreme', 'Atomic Roastery'], minCents: 550, maxCents: 2_450, perWeek: 2.5 },
  { names: ['Burger Fuel Ponsonby', 'Hell Pizza Grey Lynn', 'Sushi Box Queen St'], minCents: 1_290, maxCents: 4_590, perWeek: 0.6 },
  { names: ['AT HOP top-up', 'Uber Trip'], minCents: 1_000, maxCents: 4_000, perWeek: 0.5 },
  { names: ['Chemist Warehouse', 'The Warehouse Sylvia Park', 'Kmart Botany', 'Mitre 10 Mega'], minCents: 890, maxCents: 12_990, perWeek: 0.4 },
];

export const CREDIT_CARD_SPENDING: readonly CardMerchant[] = [
  { names: ['Air New Zealand', 'Jetstar Airways'], minCents: 8_900, maxCents: 39_900, perWeek: 0.1 },
  { names: ['Noel Leeming', 'JB Hi-Fi', 'Briscoes'], minCents: 2_999, maxCents: 49_900, perWeek: 0.15 },
  { names: ['Ponsonby Road Bistro', 'Depot Eatery', 'Amano'], minCents: 6_500, maxCents: 21_000, perWeek: 0.4 },
  { names: ['Farmers Newmarket', 'Kathmandu', 'Rebel Sport'], minCents: 3_990, maxCents: 18_990, perWeek: 0.25 },
];

/** Monthly bills: name, day of month, amount range. */
export interface Bill { name: string; day: number; minCents: number; maxCents: number; reference: string }

export const MONTHLY_BILLS: readonly Bill[] = [
  { name: 'Mercury Energy', day: 12, minCents: 14_230, maxCents: 21_870, reference: 'ELEC' },
  { name: 'Spark NZ', day: 20, minCents: 9_500, maxCents: 9_500, reference: 'BROADBAND' },
  { name: 'Netflix.com', day: 3, minCents: 1_849, maxCents: 1_849, reference: '' },
  { name: 'Genesis Energy', day: 25, minCents: 4_120, maxCents: 6_890, reference: 'GAS' },
];

export const EMPLOYERS = ['Fonterra Co-op', 'Auckland Council', 'Fisher & Paykel', 'Spark NZ Ltd', 'Foodstuffs North'];
export const LANDLORDS = ['Barfoot & Thompson', 'Quinovic Ponsonby', 'Ray White Rentals'];
