import { ContainerModule, type ResolutionContext } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ADDRESS_TOKENS } from '../address';
import { AddressFormStore } from '../address/ui';
import { ACCOUNTS_QUERY } from '../dashboard';
import { BOT_CHECK_TOKENS } from '../bot-check';
import { ESCALATION_TOKENS } from '../escalation';
import { SESSION_TOKENS } from '../session';
import { LocalDrafts } from './core/domain/LocalDrafts';
import { OpenAccount } from './core/use-cases/OpenAccount';
import { QuoteInsurance } from './core/use-cases/QuoteInsurance';
import { ResumeApplication } from './core/use-cases/ResumeApplication';
import { SaveApplicationStep } from './core/use-cases/SaveApplicationStep';
import { SubmitApplication } from './core/use-cases/SubmitApplication';
import { ApplicationStore } from './stores/ApplicationStore';
import { ApplicationStores } from './stores/ApplicationStores';
import { OpenAccountStore } from './stores/OpenAccountStore';
import { OpenApplyStore } from './stores/OpenApplyStore';
import { ProductContextStore } from './stores/ProductContextStore';
import { UploadStore } from './stores/UploadStore';
import { SubmitAsNewCustomer } from './core/use-cases/SubmitAsNewCustomer';
import { APPLY_TOKENS as A } from './tokens';

function applicationStores(ctx: ResolutionContext): ApplicationStores {
  const service = ctx.get(A.ApplicationService);
  const drafts = new LocalDrafts(ctx.get(P.SessionStorage));
  const deps = {
    resume: new ResumeApplication(service, drafts),
    save: new SaveApplicationStep(service, drafts),
    submit: new SubmitApplication(service, drafts, ctx.get(P.NativeBridge)),
    session: ctx.get(SESSION_TOKENS.SessionStore),
    debug: ctx.get(P.DebugOptions),
    navigator: ctx.get(P.Navigator),
    errors: ctx.get(P.HandleApiError),
    quote: new QuoteInsurance(service),
    safeguarded: { run: ctx.get(ESCALATION_TOKENS.RunSafeguarded), prompt: ctx.get(ESCALATION_TOKENS.ChallengeStore) },
    newCustomer: new SubmitAsNewCustomer(ctx.get(A.NewCustomerApplications), ctx.get(BOT_CHECK_TOKENS.ProveNotARobot), drafts, ctx.get(P.NativeBridge)),
  };
  return new ApplicationStores((journey) => new ApplicationStore(journey, {
    ...deps,
    addressForm: journey.steps.some((step) => step.address) ? new AddressFormStore(ctx.get(ADDRESS_TOKENS.AddressLookupStore)) : null,
  }));
}

/** The apply area: Open & Apply and the application engine's journeys. */
export const applyModule = new ContainerModule(({ bind }) => {
  bind(A.OpenApplyStore).toDynamicValue((ctx) => new OpenApplyStore(ctx.get(P.QueryCache), ctx.get(A.OpenApplyCatalogue), {
    features: ctx.get(SESSION_TOKENS.FeatureStore), native: ctx.get(P.NativeBridge),
  })).inSingletonScope();
  bind(A.OpenAccountStore).toDynamicValue((ctx) => new OpenAccountStore(
    new OpenAccount(ctx.get(A.ApplicationService), ctx.get(P.QueryCache), ACCOUNTS_QUERY), ctx.get(P.HandleApiError),
  )).inSingletonScope();
  bind(A.ApplicationStores).toDynamicValue(applicationStores).inSingletonScope();
  bind(A.ProductContextStore).toDynamicValue((ctx) => new ProductContextStore(ctx.get(A.OpenApplyCatalogue), ctx.get(P.HandleApiError))).inSingletonScope();
  bind(A.UploadStore).toDynamicValue((ctx) => new UploadStore(
    ctx.get(A.ApplicationService), ctx.get(A.DocumentUploads), ctx.get(P.HandleApiError),
  )).inSingletonScope();
});
