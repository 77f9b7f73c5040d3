import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyFeature } from '../../../../src/features/apply';
import { APPLY_TOKENS } from '../../../../src/features/apply/tokens';
import { PersonalLoanPage } from '../../../../src/features/apply/ui/PersonalLoanPage';
import { AROHA } from '../../../support/demoData';
import { appKit } from '../../../support/appKit';
import type { FakeApplicationService } from '../fakes/FakeApplicationService';

async function openLoan(storage: Map<string, string> = new Map(), path = '/apply/open-a/personal-loan') {
  const kit = appKit({ path });
  for (const [key, value] of storage) kit.storage.set(key, value);
  await kit.loadArea(applyFeature);
  await kit.session.start();
  kit.renderApp(<PersonalLoanPage />);
  await screen.findByRole('heading', { level: 1, name: 'About you' });
  return { kit, user: userEvent.setup(), service: kit.container.get(APPLY_TOKENS.ApplicationService) as FakeApplicationService };
}

async function fillAboutYou(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Mere');
  await user.type(screen.getByLabelText('Last name'), 'Tipene');
  await user.type(screen.getByLabelText('Mobile number'), '027 555 0303');
  await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
  await user.type(screen.getByLabelText('Address line 1'), '12 Kauri Street');
  await user.type(screen.getByLabelText('Town or city'), 'Whangārei');
  await user.type(screen.getByLabelText('Postcode'), '0110');
}

describe('PersonalLoanPage (an anonymous visitor)', () => {
  it('shows the step, its progress, and "(optional)" on the optional field', async () => {
    await openLoan();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Middle name (optional)')).toBeInTheDocument();
  });

  it('summarises the errors at the top, each linking to its field, and keeps what was typed', async () => {
    const { user } = await openLoan();
    await user.type(screen.getByLabelText('First name'), 'Ar0ha');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Use only letters, hyphens, apostrophes and spaces' })).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'Enter your last name' }));
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Ar0ha');
  });

  it('moves on to "Step 2 of 5" and keeps the answers in the tab, so a reload resumes at the same step', async () => {
    const { kit, user, service } = await openLoan();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your employment' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(kit.path()).toBe('/apply/open-a/personal-loan/employment');
    expect(service.calls).toEqual([]);

    const reloaded = appKit({ path: '/apply/open-a/personal-loan/employment' });
    for (const [key, value] of kit.storage.values) reloaded.storage.set(key, value);
    expect(JSON.parse(reloaded.storage.get('application:personal-loan')!)).toMatchObject({ step: 1, answers: { firstName: 'Mere', postcode: '0110' } });
  });

  it('asks for a login before submitting, then saves the answers to the bank at the review', async () => {
    const draft = { id: null, step: 4, answers: {
      firstName: 'Mere', lastName: 'Tipene', mobile: '027 555 0303', addressLine1: '12 Kauri Street', town: 'Whangārei', postcode: '0110',
      employmentStatus: 'retired', monthlyIncome: '3,000', monthlyExpenses: '1,200', loanAmount: '5,000', loanTerm: '24', loanPurpose: 'Car',
    } };
    const kit = appKit({ path: '/apply/open-a/personal-loan/review' });
    kit.storage.set('application:personal-loan', JSON.stringify(draft));
    await kit.loadArea(applyFeature);
    await kit.session.start();
    kit.renderApp(<PersonalLoanPage />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.getByText('12 Kauri Street, Whangārei 0110')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in to submit' }));
    expect(kit.navigator.currentPath()).toBe('/login?next=%2Fapply%2Fopen-a%2Fpersonal-loan%2Freview');

    await kit.session.login(AROHA);
    const service = kit.container.get(APPLY_TOKENS.ApplicationService) as FakeApplicationService;
    await screen.findByRole('button', { name: 'Submit application' });
    expect([...service.applications.values()][0]).toMatchObject({ step: 4, answers: { firstName: 'Mere', loanAmount: '5,000' } });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your decision' })).toBeInTheDocument();
    expect(screen.getByText(/Your personal loan is approved/)).toBeInTheDocument();
  });

  it('shows every amount on the review through the money formatter ("$15,000", never "$15000")', async () => {
    const kit = appKit({ path: '/apply/open-a/personal-loan/review' });
    kit.storage.set('application:personal-loan', JSON.stringify({ id: null, step: 4, answers: {
      firstName: 'Mere', monthlyIncome: '8000', monthlyExpenses: '2500.5', loanAmount: '15000', loanTerm: '36', loanPurpose: 'Car',
    } }));
    await kit.loadArea(applyFeature);
    await kit.session.start();
    kit.renderApp(<PersonalLoanPage />);
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
    const answer = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(answer('How much would you like to borrow?')).toBe('$15,000');
    expect(answer('Monthly income after tax')).toBe('$8,000');
    expect(answer('Monthly living expenses')).toBe('$2,500.50');
    expect(document.body.textContent).not.toMatch(/\$\d{4,}/);
  });

  it('edits a step from the review and comes straight back to it', async () => {
    const kit = appKit({ path: '/apply/open-a/personal-loan' });
    kit.storage.set('application:personal-loan', JSON.stringify({ id: null, step: 4, answers: { firstName: 'Mere', loanAmount: '5,000' } }));
    await kit.loadArea(applyFeature);
    await kit.session.start();
    kit.renderApp(<PersonalLoanPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Your loan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your loan' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Repay over'), '3 years');
    await user.selectOptions(screen.getByLabelText('What is the loan for?'), 'Travel');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.getByText('Travel')).toBeInTheDocument();
  });
});
