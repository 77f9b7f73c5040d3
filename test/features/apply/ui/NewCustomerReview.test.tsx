import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applyFeature } from '../../../../src/features/apply';
import { APPLY_TOKENS } from '../../../../src/features/apply/tokens';
import { PersonalLoanPage } from '../../../../src/features/apply/ui/PersonalLoanPage';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { PLATFORM_TOKENS } from '../../../../src/platform/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session';
import { appKit } from '../../../support/appKit';
import { PERSONAL_LOAN } from '../contracts/validAnswers';
import type { FakeNewCustomerApplications } from '../fakes/FakeNewCustomerApplications';

async function openReview() {
  const kit = appKit({ path: '/apply/open-a/personal-loan/review' });
  kit.storage.set('application:personal-loan', JSON.stringify({ id: null, step: 4, answers: PERSONAL_LOAN }));
  await kit.loadArea(applyFeature);
  await kit.session.start();
  kit.renderApp(<PersonalLoanPage />);
  await screen.findByRole('heading', { level: 1, name: 'Check your answers' });
  return { kit, user: userEvent.setup(), service: kit.container.get(APPLY_TOKENS.NewCustomerApplications) as FakeNewCustomerApplications };
}

describe('a visitor continues as a new customer', () => {
  it('submits the answers without logging in and sees the decision', async () => {
    const { user, service } = await openReview();
    expect(screen.getByRole('button', { name: 'Log in to submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue as a new customer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your decision' })).toBeInTheDocument();
    expect(service.submitted[0]?.answers).toMatchObject({ firstName: 'Aroha', loanAmount: '12,000' });
    expect(screen.getByText("We'll be in touch on the mobile number you gave us.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your accounts' })).not.toBeInTheDocument();
  });

  it('keeps the answers on the review when the submit fails', async () => {
    const { user, service } = await openReview();
    service.failNext = new ApiError(500);
    await user.click(screen.getByRole('button', { name: 'Continue as a new customer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.getByText('12,000', { exact: false })).toBeInTheDocument();
    expect(service.submitted).toHaveLength(0);
  });
});

describe('the debug switch "prevent personal-loan redirection"', () => {
  it('sends a visitor to the login page to submit when off', async () => {
    const { kit, user } = await openReview();
    await user.click(screen.getByRole('button', { name: 'Log in to submit' }));
    expect(kit.navigator.currentPath()).toBe('/login?next=%2Fapply%2Fopen-a%2Fpersonal-loan%2Freview');
  });

  it('keeps the visitor on the review and asks for the login in a dialog when on', async () => {
    const { kit, user } = await openReview();
    kit.container.get(PLATFORM_TOKENS.DebugOptions).write('preventPersonalLoanRedirection', true);
    await user.click(screen.getByRole('button', { name: 'Log in to submit' }));
    expect(kit.navigator.currentPath()).toBe('/apply/open-a/personal-loan/review');
    expect(kit.container.get(SESSION_TOKENS.SessionStore).loginDialog).toEqual({ required: false });
  });
});
