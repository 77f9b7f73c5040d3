import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { insuranceFeature } from '../../../../src/features/insurance';
import { INSURANCE_TOKENS } from '../../../../src/features/insurance/tokens';
import ClaimPage from '../../../../src/features/insurance/ui/ClaimPage';
import InsurancePage from '../../../../src/features/insurance/ui/InsurancePage';
import PolicyPage from '../../../../src/features/insurance/ui/PolicyPage';
import { appKit } from '../../../support/appKit';
import type { FakeInsuranceService } from '../fakes/FakeInsuranceService';

/** A customer the area's fake holds instead of Aroha: a date of birth and no policies. */
const withoutPolicies = (dateOfBirth: string) => (service: FakeInsuranceService) => {
  service.dateOfBirth = dateOfBirth;
  service.policies = [];
};

/** The insurance pages over the test container (the production wiring); `prepare` sets the fake up first. */
async function renderAt(path: string, prepare?: (service: FakeInsuranceService) => void) {
  const app = appKit({ path });
  await app.loadArea(insuranceFeature);
  const service = app.container.get(INSURANCE_TOKENS.InsuranceService) as FakeInsuranceService;
  prepare?.(service);
  const view = app.renderApp(
    <>
      <Route path="/online/my-insurance" component={InsurancePage} />
      <Route path="/online/my-insurance/policies/:id" component={PolicyPage} />
      <Route path="/online/my-insurance/policies/:id/claim" component={ClaimPage} />
    </>);
  return { ...view, service };
}

describe('insurance pages', () => {
  it("lists Aroha's policy and opens it: cover, premium, next payment, insured people, documents", async () => {
    const user = userEvent.setup();
    await renderAt('/online/my-insurance');
    await user.click(await screen.findByRole('link', { name: 'Life insurance' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Life insurance' })).toBeInTheDocument();
    expect(screen.getByText('$500,000.00')).toBeInTheDocument();
    expect(screen.getByText('$46.82 a month')).toBeInTheDocument();
    expect(screen.getByText('1 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Wiremu Ngata')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Policy schedule' })).toHaveAttribute('href', '/api/content/document/life-policy-schedule.pdf');
  });

  it('shows the empty state with the apply action and the learn-more link', async () => {
    await renderAt('/online/my-insurance', withoutPolicies('2003-05-09'));
    expect(await screen.findByRole('heading', { name: 'Before life gives you lemons…' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for an insurance policy' })).toHaveAttribute('href', '/apply/open-a/insurance');
    const learnMore = screen.getByRole('link', { name: /Learn more about insurance/ });
    expect(learnMore).toHaveAttribute('href', 'https://www.kowhaibank.co.nz/insurance');
    expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('tells an under-18 in the spec\'s words', async () => {
    await renderAt('/online/my-insurance', withoutPolicies('2009-09-30'));
    expect(await screen.findByText("Sorry, it looks like you're too young to be eligible for insurance. Come back and see us when you're 18.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Apply for an insurance policy' })).not.toBeInTheDocument();
  });

  it('lodges a claim, marking what is missing first', async () => {
    const user = userEvent.setup();
    const { service } = await renderAt('/online/my-insurance/policies/LIFE-1000001-1/claim');
    const form = await screen.findByRole('form', { name: 'Your claim' });
    await user.click(within(form).getByRole('button', { name: 'Lodge claim' }));
    expect(screen.getByLabelText('What happened?')).toHaveAccessibleDescription('Choose what happened');
    expect(screen.getByLabelText('When did it happen?')).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(screen.getByLabelText('What happened?'), 'trauma');
    await user.type(screen.getByLabelText('When did it happen?'), '02/10/2026');
    await user.type(screen.getByLabelText('Tell us about it'), 'Diagnosed after a hospital stay.');
    await user.type(screen.getByLabelText('Best phone number to reach you'), '021 555 0101');
    await user.click(screen.getByRole('button', { name: 'Lodge claim' }));
    expect(await screen.findByText("We've received your claim")).toBeInTheDocument();
    expect(screen.getByText('CLM-000001')).toBeInTheDocument();
    expect(service.lodged).toEqual([{ policyId: 'LIFE-1000001-1', claim: { kind: 'trauma', eventDate: '2026-10-02', description: 'Diagnosed after a hospital stay.', contactPhone: '021 555 0101' } }]);
  });

  it('refuses a date in the future', async () => {
    const user = userEvent.setup();
    await renderAt('/online/my-insurance/policies/LIFE-1000001-1/claim');
    await user.type(await screen.findByLabelText('When did it happen?'), '01/01/2027');
    await user.click(screen.getByRole('button', { name: 'Lodge claim' }));
    expect(screen.getByLabelText('When did it happen?')).toHaveAccessibleDescription(expect.stringContaining('The date must be today or earlier'));
  });
});
