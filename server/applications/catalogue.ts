import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { OpenApplyCatalogueDto } from '../../contract/applications';

/** The products the application engine serves online, in the order the page lists them. */
const PRODUCTS: OpenApplyCatalogueDto['products'] = [
  { id: 'accounts', title: 'Everyday and savings accounts', text: 'Open an account in a minute; it is ready to use at once.', href: '/apply/open-a/account/selection' },
  { id: 'kiwisaver', title: 'KiwiSaver', text: 'Join the Kōwhai KiwiSaver scheme, or move your KiwiSaver to us.', href: '/apply/open-a/kiwisaver' },
  { id: 'personal-loan', title: 'Personal loan', text: 'Borrow $1,000 to $50,000 at a fixed rate, with a decision today.', href: '/apply/open-a/personal-loan' },
  { id: 'credit-card', title: 'Credit card', text: 'A low-rate or Airpoints Mastercard, with a decision today.', href: '/apply/open-a/credit-card' },
  { id: 'credit-card-limit', title: 'Credit card limit', text: 'Ask for a higher limit on your Kōwhai card, or lower it.', href: '/apply/credit-card-limit/increase' },
];

/**
 * GET /api/applications/catalogue: the Open & Apply page's products. The spec's menu call
 * (GET /api/menu/openApply/web) belongs to the products area; until it lands the page reads
 * this list, through the same client port.
 */
export function catalogueRoute(app: FastifyInstance): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get('/api/applications/catalogue', {
    schema: { response: { 200: OpenApplyCatalogueDto } },
  }, async () => ({ products: PRODUCTS }));
}
