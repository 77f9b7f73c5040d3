import { LocalDrafts } from '../../../../src/features/apply/core/domain/LocalDrafts';
import { ResumeApplication } from '../../../../src/features/apply/core/use-cases/ResumeApplication';
import { SaveApplicationStep } from '../../../../src/features/apply/core/use-cases/SaveApplicationStep';
import { SubmitApplication } from '../../../../src/features/apply/core/use-cases/SubmitApplication';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeNativeBridge } from '../../../kernel/fakes/FakeNativeBridge';
import { FakeSessionStorage } from '../../../kernel/fakes/FakeSessionStorage';
import { FakeApplicationService } from '../fakes/FakeApplicationService';

function subjects() {
  const service = new FakeApplicationService();
  const storage = new FakeSessionStorage();
  const drafts = new LocalDrafts(storage);
  const native = new FakeNativeBridge(new FakeClock(), true);
  return {
    service, storage, drafts, native,
    resume: new ResumeApplication(service, drafts),
    save: new SaveApplicationStep(service, drafts),
    submit: new SubmitApplication(service, drafts, native),
  };
}

describe('an anonymous visitor', () => {
  it('keeps the application in the tab only, and resumes it after a reload', async () => {
    const { service, save, resume } = subjects();
    await save.execute({ product: 'personal-loan', draft: { id: null, step: 2, answers: { firstName: 'Mere' } } });
    expect(service.calls).toEqual([]);
    expect(await resume.execute({ product: 'personal-loan', loggedIn: false })).toEqual({ id: null, step: 2, answers: { firstName: 'Mere' } });
  });

  it('starts afresh when the tab holds nothing, or something unreadable', async () => {
    const { storage, resume } = subjects();
    expect(await resume.execute({ product: 'credit-card', loggedIn: false })).toEqual({ id: null, step: 0, answers: {} });
    storage.set('application:credit-card', '{not json');
    expect(await resume.execute({ product: 'credit-card', loggedIn: false })).toEqual({ id: null, step: 0, answers: {} });
  });
});

describe('logging in mid-application', () => {
  it('saves what was typed before login to the bank, at the same step, and resumes with it', async () => {
    const { service, save, resume } = subjects();
    await save.execute({ product: 'personal-loan', draft: { id: null, step: 3, answers: { firstName: 'Mere', lastName: 'Tipene' } } });
    const resumed = await resume.execute({ product: 'personal-loan', loggedIn: true });
    expect(resumed).toMatchObject({ step: 3, answers: { firstName: 'Mere', lastName: 'Tipene' } });
    expect(service.applications.get(resumed.id!)).toMatchObject({ step: 3, answers: { firstName: 'Mere', lastName: 'Tipene' } });
  });

  it("resumes the bank's copy on a new device (nothing in the tab)", async () => {
    const { service, resume } = subjects();
    const held = await service.getOrCreate('credit-card');
    await service.save(held.id, { step: 2, answers: { cardProduct: 'airpoints' } });
    expect(await resume.execute({ product: 'credit-card', loggedIn: true })).toEqual({ id: held.id, step: 2, answers: { cardProduct: 'airpoints' } });
  });
});

describe('saving a step', () => {
  it('saves to the bank on every step once the application is the customer\'s', async () => {
    const { service, save, resume } = subjects();
    const { id } = await resume.execute({ product: 'credit-card', loggedIn: true });
    await save.execute({ product: 'credit-card', draft: { id, step: 1, answers: { firstName: 'Aroha' } } });
    expect(service.applications.get(id!)).toMatchObject({ step: 1, answers: { firstName: 'Aroha' } });
  });

  it('keeps the tab\'s copy when the bank cannot be reached', async () => {
    const { service, save, drafts } = subjects();
    const { id } = await service.getOrCreate('credit-card');
    service.failNext = new ApiError(503);
    await expect(save.execute({ product: 'credit-card', draft: { id, step: 2, answers: { firstName: 'Aroha' } } })).rejects.toBeInstanceOf(ApiError);
    expect(drafts.read('credit-card')).toEqual({ id, step: 2, answers: { firstName: 'Aroha' } });
  });
});

describe('submitting', () => {
  it('answers the decision, forgets the tab\'s draft and tells the native app the journey is complete', async () => {
    const { service, save, submit, drafts, native } = subjects();
    const { id } = await service.getOrCreate('savings-account');
    await save.execute({ product: 'savings-account', draft: { id, step: 1, answers: {} } });
    expect(await submit.execute({ product: 'savings-account', id })).toMatchObject({ outcome: 'approved' });
    expect(drafts.read('savings-account')).toBeNull();
    expect(native.commands).toEqual(['complete']);
  });

  it('keeps the draft when the submit fails', async () => {
    const { service, save, submit, drafts, native } = subjects();
    const { id } = await service.getOrCreate('credit-card');
    await save.execute({ product: 'credit-card', draft: { id, step: 4, answers: { firstName: 'Aroha' } } });
    service.failNext = new ApiError(500);
    await expect(submit.execute({ product: 'credit-card', id })).rejects.toBeInstanceOf(ApiError);
    expect(drafts.read('credit-card')).toMatchObject({ step: 4 });
    expect(native.commands).toEqual([]);
  });
});
