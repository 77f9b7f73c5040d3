import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { payFeature } from '../../../../src/features/pay';
import { PAY_TOKENS } from '../../../../src/features/pay/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import ReceiptPage from '../../../../src/features/pay/ui/ReceiptPage';
import { appKit } from '../../../support/appKit';
import { AROHA } from '../../../support/demoData';
import type { FakePaymentService } from '../fakes/FakePaymentService';
import { ONE_OFF } from '../fakes/payFixtures';

/** A receipt of Aroha's (a payment, or the same as a transfer) with ReactPayAndTransfer on or off. */
async function openReceipt(kind: 'payment' | 'transfer', payAndTransfer: boolean) {
  const app = appKit({ path: '/' });
  app.features.set('ReactPayAndTransfer', payAndTransfer);
  await app.session.start();
  await app.session.login(AROHA);
  await app.loadArea(payFeature);
  const payments = app.container.get(PAY_TOKENS.PaymentService) as FakePaymentService;
  const paid = await payments.pay({ fromAccountId: '1000001-1', amount: 1234, to: ONE_OFF, particulars: '', code: '', reference: 'Koha', date: null }, 'key-1');
  if (kind === 'transfer') {
    const index = payments.receipts.findIndex((r) => r.id === paid.id);
    payments.receipts[index] = { ...paid, kind: 'transfer' };
  }
  app.location.navigate(`/online/receipts/${paid.id}`);
  await act(async () => { app.renderApp(<Route path="/online/receipts/:id"><ReceiptPage /></Route>); });
  await screen.findByRole('heading', { level: 1, name: kind === 'transfer' ? 'Transfer receipt' : 'Payment receipt' });
  // The flags arrive after the receipt: let them settle before asserting an absence.
  await waitFor(() => expect(app.container.get(SESSION_TOKENS.FeatureStore).ready).toBe(true));
  return app;
}

describe('the receipt’s next-step link follows ReactPayAndTransfer', () => {
  it('offers "Make a payment" (to Pay) with the flag on', async () => {
    await openReceipt('payment', true);
    expect(await screen.findByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/online/pay');
  });

  it('offers "Make a transfer" on a transfer’s receipt with the flag on', async () => {
    await openReceipt('transfer', true);
    expect(await screen.findByRole('link', { name: 'Make a transfer' })).toHaveAttribute('href', '/online/transfer');
  });

  it('leaves both out with the flag off, where Pay and Transfer are not found', async () => {
    await openReceipt('payment', false);
    expect(screen.queryByRole('link', { name: 'Make a payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download receipt' })).toBeInTheDocument();
  });

  it('leaves "Make a transfer" out with the flag off', async () => {
    await openReceipt('transfer', false);
    expect(screen.queryByRole('link', { name: 'Make a transfer' })).not.toBeInTheDocument();
  });
});
