import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { kiwisaverFeature } from '../../../../src/features/kiwisaver';
import { KIWISAVER_TOKENS } from '../../../../src/features/kiwisaver/tokens';
import KiwiSaverPage from '../../../../src/features/kiwisaver/ui/KiwiSaverPage';
import { appKit } from '../../../support/appKit';
import { AROHA_KIWISAVER, type FakeKiwiSaverService } from '../fakes/FakeKiwiSaverService';

/** What a test changes on the area's fake before the page reads it (who the member is, a refusal). */
type Prepare = (service: FakeKiwiSaverService) => void;

/** The KiwiSaver page over the test container (the production wiring); returns the area's fake. */
async function renderPage(prepare?: Prepare): Promise<FakeKiwiSaverService> {
  const app = appKit({ path: '/online/kiwisaver' });
  await app.loadArea(kiwisaverFeature);
  const service = app.container.get(KIWISAVER_TOKENS.KiwiSaverService) as FakeKiwiSaverService;
  prepare?.(service);
  app.renderApp(<KiwiSaverPage />);
  return service;
}

describe('KiwiSaverPage', () => {
  it("shows a member's balance, fund, rate, government contribution against $260.72, first-home position and a described chart", async () => {
    await renderPage();
    expect(await screen.findByText('$42,318.77')).toBeInTheDocument();
    expect(within(screen.getByText('Fund').closest('div')!).getByText('Growth Fund')).toBeInTheDocument();
    expect(screen.getByText('4% of your pay')).toBeInTheDocument();
    expect(screen.getByText('$246.60')).toBeInTheDocument();
    expect(screen.getByText(/of the \$260\.72 maximum/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Government contribution earned this year' })).toHaveAttribute('value', '95');
    expect(screen.getByText('$41,318.77')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /balance over time.*From \$40,500\.00 on 31 Aug 2026 to \$42,318\.77 on 31 Oct 2026/ })).toBeInTheDocument();
  });

  it('invites a customer without KiwiSaver to join', async () => {
    await renderPage((service) => { service.member = null; });
    expect(await screen.findByRole('link', { name: 'Join KiwiSaver' })).toHaveAttribute('href', '/apply/open-a/kiwisaver');
  });
});

describe('KiwiSaverPage changes', () => {
  const setup = async (prepare?: Prepare) => {
    const service = await renderPage(prepare);
    await screen.findByText('$42,318.77');
    return { service, user: userEvent.setup() };
  };

  it('switches fund: pending until the next business day, then no second switch', async () => {
    const { user, service } = await setup();
    const funds = screen.getByRole('group', { name: /Choose a fund/ });
    expect(within(funds).getByRole('radio', { name: /^Growth Fund \(your fund now\) Risk indicator 5 of 7/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Switch fund' }));
    expect(await screen.findByText("You're already in this fund.")).toBeInTheDocument();
    await user.click(within(funds).getByRole('radio', { name: /^Balanced Fund/ }));
    await user.click(screen.getByRole('button', { name: 'Switch fund' }));
    expect(await screen.findByText(/We'll move your savings from the Growth Fund to the Balanced Fund on Mon 30 Nov 2026, at that day's unit prices\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch fund' })).toBeNull();
    expect((await service.getLanding()).member?.pendingSwitch?.toFund).toBe('Balanced Fund');
  });

  it('changes the contribution rate to one of the rates', async () => {
    const { user, service } = await setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'New contribution rate' }), '8% of my pay');
    await user.click(screen.getByRole('button', { name: 'Change rate' }));
    expect(await screen.findByText('Your contribution rate is now 8% of your pay. Your employer will use it from your next pay.')).toBeInTheDocument();
    expect(screen.getByText('You put in 8% of your pay before tax.')).toBeInTheDocument();
    expect((await service.getLanding()).member?.contributionRatePercent).toBe(8);
  });

  it('tells a member who is not employed why the rate cannot change', async () => {
    await setup((service) => { service.member = { ...AROHA_KIWISAVER, employed: false }; });
    expect(screen.queryByRole('combobox', { name: 'New contribution rate' })).toBeNull();
    expect(screen.getByText(/Your contribution rate is taken from your pay/)).toBeInTheDocument();
  });

  it('tops up after a review: before − amount = after; over the available refused at the field', async () => {
    const { user, service } = await setup();
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Everyday ($2,500.00 available)');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '2500.01');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    expect(screen.getByText("That's more than the $2,500.00 available in this account.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    const review = screen.getByRole('dialog', { name: 'Check your top-up' });
    expect(within(review).getByText('$150.00')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Top up now' }));
    expect(await screen.findByText('$150.00 has gone into your KiwiSaver from Everyday. Everyday had $2,500.00 available and now has $2,350.00.')).toBeInTheDocument();
    expect((await service.getLanding()).member?.topUpFrom[0]?.availableCents).toBe(250_000 - 15_000);
    expect(screen.getByText('$42,468.77')).toBeInTheDocument();
  });

  it("shows the bank's refusal of a top-up in its words", async () => {
    const { user } = await setup((service) => {
      service.topUp = async () => { throw new ApiError(404, null, { message: 'Account not found.' }); };
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Everyday ($2,500.00 available)');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Review top-up' }));
    await user.click(screen.getByRole('button', { name: 'Top up now' }));
    expect(await screen.findByText('Account not found.')).toBeInTheDocument();
  });
});
