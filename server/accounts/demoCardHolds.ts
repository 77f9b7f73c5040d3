/**
 * The card payments waiting to post on the demo customers' accounts, at fixed distances before
 * the sandbox's time and for fixed amounts, so "pending" is never empty for Aroha and every
 * available balance is a stated figure: balance − these holds (+ any credit limit). Grace
 * (1000007) has none, so her Everyday has exactly its balance available, which the overdraft
 * journey reasons from. Random card spending of the last two days is not seeded: these stand
 * for it (a card payment takes up to two days to post).
 */
export interface DemoCardHold { customer: string; product: 'everyday' | 'credit-card'; merchant: string; amountCents: number; minutesAgo: number }

export const PENDING_WINDOW_MS = 2 * 24 * 3_600_000;

export const DEMO_CARD_HOLDS: readonly DemoCardHold[] = [
  { customer: '1000001', product: 'everyday', merchant: 'Coffee Supreme', amountCents: 650, minutesAgo: 50 },
  { customer: '1000001', product: 'everyday', merchant: 'Countdown Ponsonby', amountCents: 8_742, minutesAgo: 190 },
  { customer: '1000001', product: 'everyday', merchant: 'Z Energy Kingsland', amountCents: 7_315, minutesAgo: 26 * 60 },
  { customer: '1000001', product: 'credit-card', merchant: 'Depot Eatery', amountCents: 11_850, minutesAgo: 20 * 60 },
  { customer: '1000002', product: 'everyday', merchant: 'Countdown Grey Lynn', amountCents: 6_420, minutesAgo: 140 },
  { customer: '1000003', product: 'everyday', merchant: 'New World Remuera', amountCents: 3_155, minutesAgo: 300 },
  { customer: '1000004', product: 'everyday', merchant: 'Kokako Cafe', amountCents: 465, minutesAgo: 70 },
  { customer: '1000005', product: 'everyday', merchant: 'AT HOP top-up', amountCents: 2_000, minutesAgo: 400 },
];

/** What an account's holds add up to (negative cents), for tests and docs that reason from the seed. */
export const heldOn = (customer: string, product: DemoCardHold['product']): number =>
  -DEMO_CARD_HOLDS.filter((h) => h.customer === customer && h.product === product).reduce((sum, h) => sum + h.amountCents, 0);
