import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { AreaWidgets } from '../../../../src/app/shell/AreaWidgets';
import SendOverseasPage from '../../../../src/features/international-payments/ui/SendOverseasPage';
import { QUOTE_EXPIRED_MESSAGE } from '../../../../contract/international-payments';
import { renderWithServices } from '../../../support/renderWithServices';
import { EMMA } from '../fakes/FakeInternationalPaymentService';
import { internationalPaymentsKit } from '../support/internationalPaymentsKit';

async function setup(payeeId = EMMA.id) {
  const kit = await internationalPaymentsKit();
  // The challenge dialog is the escalation area's widget, which the app renders once.
  renderWithServices(<><Route path="/online/international-payments/:payeeId" component={SendOverseasPage} /><AreaWidgets /></>,
    { container: kit.container, path: `/online/international-payments/${payeeId}` });
  return { ...kit, user: userEvent.setup() };
}

async function quoteFor(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Amount in GBP' }), amount);
  await user.click(screen.getByRole('button', { name: 'Get a quote' }));
  return screen.findByRole('heading', { name: 'Your quote' });
}

describe('SendOverseasPage', () => {
  it('shows the quote (rate, fee, total in NZD, held for 2 minutes), then sends it after the SMS code', async () => {
    const { user, service } = await setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Send money overseas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'From account' })).toHaveValue('1000001-1');
    await quoteFor(user, '250');
    const quote = screen.getByRole('heading', { name: 'Your quote' }).closest('section')!;
    expect(within(quote).getByText('1 NZD = 0.4241 GBP')).toBeInTheDocument();
    expect(within(quote).getByText('£250.00')).toBeInTheDocument();
    expect(within(quote).getByText('$589.48')).toBeInTheDocument(); // 250 / 0.4241, rounded down
    expect(within(quote).getByText('$10.00')).toBeInTheDocument();
    expect(within(quote).getByText('$599.48')).toBeInTheDocument();
    expect(within(quote).getByText(/This quote is held for 2 minutes/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send $599.48' }));
    const code = await screen.findByRole('textbox', { name: /code/i });
    await user.type(code, service.safeguard.latestCode()!);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'You sent £250.00 to Emma Clarke' })).toBeInTheDocument();
    expect((await service.listAccounts())[0]!.available).toBe(2_458_375 - 59_948);
  });

  it('marks an amount that does not read as invalid, in words, and asks for no quote', async () => {
    const { user } = await setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount in GBP' }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    expect(screen.getByRole('textbox', { name: 'Amount in GBP' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an amount in GBP, like 250.00')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your quote' })).toBeNull();
  });

  it('says an expired quote has expired and gets a new one in one tap', async () => {
    const { user, service } = await setup();
    await quoteFor(user, '100');
    service.expireQuotes();
    await user.click(screen.getByRole('button', { name: /^Send / }));
    expect(await screen.findByText(QUOTE_EXPIRED_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a new quote' }));
    expect(await screen.findByRole('button', { name: /^Send / })).toBeInTheDocument();
    expect(screen.queryByText(QUOTE_EXPIRED_MESSAGE)).toBeNull();
  });

  it('says so for a payee that is not one of the customer\'s', async () => {
    await setup('not-a-payee');
    expect(await screen.findByText(/We couldn’t find that payee/)).toBeInTheDocument();
  });
});
