import { ContainerModule, type ResolutionContext } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { ADDRESS_TOKENS } from '../address';
import { AddressFormStore } from '../address/ui';
import { ContactDetailsStore } from './stores/ContactDetailsStore';
import { ContactSetupStore } from './stores/ContactSetupStore';
import { ContactStore } from './stores/ContactStore';
import { CONTACT_TOKENS as C } from './tokens';
import { ESCALATION_TOKENS } from '../escalation';
import { AddPhone, ChangeEmail, SendConfirmationCode, type Safeguard } from './core/use-cases/ChangeContactMethods';
import { ContactMethodForm } from './stores/ContactMethodForm';
import { RemovePhone } from './core/use-cases/RemovePhone';
import type { NewContactMethodForm } from './stores/ContactMethodsStore';

/** Changes run under the escalation area's SMS safeguard, its challenge shown in the global dialog. */
function safeguardOf(ctx: ResolutionContext): Safeguard {
  const runSafeguarded = ctx.get(ESCALATION_TOKENS.RunSafeguarded);
  const challenge = ctx.get(ESCALATION_TOKENS.ChallengeStore);
  return (operation) => runSafeguarded.execute(operation, challenge);
}

/** Contact details: the one contact store, the settings page's store (with its address form), the setup pages' store. */
export const contactModule = new ContainerModule(({ bind }) => {
  bind(C.NewContactMethodForm).toDynamicValue((ctx): NewContactMethodForm => {
    const changes = ctx.get(C.ContactChangeService);
    const contacts = ctx.get(C.ContactStore);
    const safeguard = safeguardOf(ctx);
    const cases = {
      sendCode: new SendConfirmationCode(changes), addPhone: new AddPhone(changes, safeguard), changeEmail: new ChangeEmail(changes, safeguard),
      saved: async () => { await contacts.reload(); },
    };
    return (kind, type) => new ContactMethodForm(kind, cases, type);
  }).inSingletonScope();
  bind(C.ContactStore).toDynamicValue((ctx) => new ContactStore(ctx.get(P.ContactService), ctx.get(P.QueryCache), safeguardOf(ctx))).inSingletonScope();
  bind(C.ContactDetailsStore).toDynamicValue((ctx) => {
    const removePhone = new RemovePhone(ctx.get(C.ContactChangeService), safeguardOf(ctx));
    return new ContactDetailsStore(
      ctx.get(C.ContactStore), new AddressFormStore(ctx.get(ADDRESS_TOKENS.AddressLookupStore)), ctx.get(C.NewContactMethodForm), removePhone,
    );
  }).inSingletonScope();
  bind(C.ContactSetupStore).toDynamicValue((ctx) => new ContactSetupStore(ctx.get(C.ContactStore), ctx.get(C.NewContactMethodForm))).inSingletonScope();
});
