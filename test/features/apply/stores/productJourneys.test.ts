import { LocalDrafts } from '../../../../src/features/apply/core/domain/LocalDrafts';
import { QuoteInsurance } from '../../../../src/features/apply/core/use-cases/QuoteInsurance';
import { ResumeApplication } from '../../../../src/features/apply/core/use-cases/ResumeApplication';
import { SaveApplicationStep } from '../../../../src/features/apply/core/use-cases/SaveApplicationStep';
import { SubmitApplication } from '../../../../src/features/apply/core/use-cases/SubmitApplication';
import { ApplicationStore, type ApplicationDeps } from '../../../../src/features/apply/stores/ApplicationStore';
import { CARD_LIMIT_CHANGE } from '../../../../src/features/apply/stores/journeys/cardLimitChange';
import { homeLoanTopUpJourney, serviceability } from '../../../../src/features/apply/stores/journeys/homeLoanTopUp';
import { insuranceJourney } from '../../../../src/features/apply/stores/journeys/insurance';
import { overdraftJourney } from '../../../../src/features/apply/stores/journeys/overdraft';
import { loanRepayment } from '../../../../src/features/apply/stores/journeys/personalLoan';
import type { JourneySpec } from '../../../../src/features/apply/stores/journeys/JourneySpec';
import type { ChallengePrompt } from '../../../../src/features/escalation';
import { RunSafeguarded } from '../../../../src/features/escalation/core/use-cases/RunSafeguarded';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import type { SessionStore } from '../../../../src/features/session';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeNativeBridge } from '../../../kernel/fakes/FakeNativeBridge';
import { FakeSessionStorage } from '../../../kernel/fakes/FakeSessionStorage';
import { FakeApplicationService } from '../fakes/FakeApplicationService';
import { FAKE_ACCOUNTS, FAKE_INSURANCE } from '../fakes/FakeOpenApplyCatalogue';

/** A logged-in customer's journey over the fake bank; the SMS prompt answers `code` (null: cancelled). */
function journeyStore(journey: JourneySpec, service = new FakeApplicationService(), code: string | null = '123456') {
  const drafts = new LocalDrafts(new FakeSessionStorage());
  const asked: string[] = [];
  const prompt: ChallengePrompt = {
    askForCode: async () => { asked.push('code'); return code; },
    explain: async () => undefined,
    settled: () => undefined,
  };
  const escalated: string[] = [];
  const grant = { escalate: async ({ operationId }: { operationId: string }) => { escalated.push(operationId); } };
  const deps: ApplicationDeps = {
    resume: new ResumeApplication(service, drafts),
    save: new SaveApplicationStep(service, drafts),
    submit: new SubmitApplication(service, drafts, new FakeNativeBridge(new FakeClock(), false)),
    quote: new QuoteInsurance(service),
    safeguarded: { run: new RunSafeguarded(grant), prompt },
    session: { isLoggedIn: true } as unknown as SessionStore,
    debug: { read: () => ({}) } as unknown as ApplicationDeps['debug'],
    navigator: { navigate: () => undefined } as unknown as ApplicationDeps['navigator'],
    errors: { execute: () => 'reported' } as unknown as ApplicationDeps['errors'],
    addressForm: null,
  };
  return { store: new ApplicationStore(journey, deps), service, asked, escalated };
}

async function answer(store: ApplicationStore, answers: Record<string, string>) {
  for (const [name, value] of Object.entries(answers)) store.setAnswer(name, value);
  expect(await store.continueStep()).toBe(true);
}

describe('the insurance journey', () => {
  it('offers the bundle’s products and, on the review, shows the bank’s quote for the saved answers', async () => {
    const { store, service } = journeyStore(insuranceJourney(FAKE_INSURANCE));
    await store.open();
    expect(store.step?.fields[0]?.options?.map((o) => o.label)).toEqual(['Life insurance', 'Trauma cover']);
    await answer(store, { insuranceProduct: 'life', coverAmount: '250,000' });
    await answer(store, { smoker: 'no', healthConditions: 'no', hazardousActivities: 'yes' });
    expect(store.progress.phase).toBe('reviewing');
    expect(store.quote).toEqual({ coverCents: 25_000_000, monthlyPremiumCents: 25_000 });
    expect(service.calls.slice(-2)).toEqual(['save 2', 'quote']);
    store.edit(0);
    expect(store.quote).toBeNull();
  });

  it('shows the bank’s refusal instead of the form for an under-18 (403 with the spec’s words)', async () => {
    const service = new FakeApplicationService();
    const words = "Sorry, it looks like you're too young to be eligible for insurance. Come back and see us when you're 18.";
    service.failNext = new ApiError(403, 4010, { NativeErrorCode: 4010, message: words });
    const { store } = journeyStore(insuranceJourney(FAKE_INSURANCE), service);
    await store.open();
    expect(store.refusal).toBe(words);
    expect(store.id).toBeNull();
  });
});

describe('the safeguarded limit change', () => {
  it('asks for the SMS code when the bank answers 6002, then submits again naming the operation', async () => {
    const service = new FakeApplicationService();
    service.safeguarded.add('credit-card-limit-change');
    const { store, asked, escalated } = journeyStore(CARD_LIMIT_CHANGE, service);
    await store.open();
    await answer(store, { newLimit: '8,000', reason: 'Travel' });
    await answer(store, { monthlyIncome: '6,000', monthlyExpenses: '2,500' });
    await store.submitApplication();
    expect(asked).toEqual(['code']);
    expect(escalated).toEqual(['op-fake-1']);
    expect(service.operationIds).toEqual([undefined, 'op-fake-1']);
    expect(store.progress.decision?.outcome).toBe('approved');
  });

  it('keeps the draft and says so when the customer cancels the code', async () => {
    const service = new FakeApplicationService();
    service.safeguarded.add('credit-card-limit-change');
    const { store } = journeyStore(CARD_LIMIT_CHANGE, service, null);
    await store.open();
    await answer(store, { newLimit: '8,000', reason: 'Travel' });
    await answer(store, { monthlyIncome: '6,000', monthlyExpenses: '2,500' });
    await store.submitApplication();
    expect(store.progress.decision).toBeNull();
    expect(store.progress.phase).toBe('reviewing');
    expect(store.problem).not.toBeNull();
  });
});

describe('journeys built from the customer’s accounts', () => {
  it('offers only everyday accounts for an overdraft, and only home loans to top up', () => {
    expect(overdraftJourney(FAKE_ACCOUNTS).steps[0]?.fields[0]?.options?.map((o) => o.value)).toEqual(['acc-everyday']);
    expect(homeLoanTopUpJourney(FAKE_ACCOUNTS).steps[0]?.fields[0]?.options?.map((o) => o.value)).toEqual(['acc-home']);
  });

  it('checks serviceability with the borrowing calculator: within it, then beyond it', () => {
    const loans = FAKE_ACCOUNTS.filter((a) => a.product === 'home-loan');
    const within = serviceability(loans, { homeLoanAccount: 'acc-home', topUpAmount: '40,000', yearlySalary: '180,000', monthlyExpenses: '3,500', dependants: '2' });
    expect(within[0]).toMatchObject({ value: '$452,500.00' });
    expect(within[1]).toMatchObject({ tone: 'ok' });
    const beyond = serviceability(loans, { homeLoanAccount: 'acc-home', topUpAmount: '40,000', yearlySalary: '60,000', monthlyExpenses: '3,000', dependants: '0' });
    expect(beyond[1]).toMatchObject({ tone: 'warning' });
    expect(serviceability(loans, { homeLoanAccount: 'acc-home', topUpAmount: 'lots' })).toEqual([]);
  });

  it('shows the personal loan’s repayment from the repayment calculator’s formula', () => {
    // $12,000 at 13.95% p.a. over 4 years: r = 0.011625, n = 48.
    expect(loanRepayment({ loanAmount: '12,000', loanTerm: '48' })[0]).toMatchObject({ value: '$327.62 a month' });
    expect(loanRepayment({ loanAmount: '12,000', loanTerm: '7' })).toEqual([]);
  });
});
