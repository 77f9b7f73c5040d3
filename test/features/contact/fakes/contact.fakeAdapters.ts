import { ContainerModule } from 'inversify';
import { CONTACT_TOKENS as C } from '../../../../src/features/contact/tokens';
import { SESSION_TOKENS } from '../../../../src/features/session/tokens';
import { PLATFORM_TOKENS as P } from '../../../../src/platform/tokens';
import type { TestOptions } from '../../../support/testOptions';
import type { FakeContactService } from '../../../kernel/fakes/FakeContactService';
import type { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeContactChangeService } from './FakeContactChangeService';

/** Phone and email changes over the platform's fake contact record, safeguarded by the fake token service's codes. */
export const fakeAdapters = (_options: TestOptions) => new ContainerModule(({ bind }) => {
  bind(C.ContactChangeService).toDynamicValue((ctx) => {
    const contacts = ctx.get(P.ContactService) as FakeContactService;
    const { safeguard } = ctx.get(SESSION_TOKENS.TokenService) as FakeTokenService;
    // An address change is safeguarded too, as on the sandbox, with the same codes.
    contacts.safeguard = safeguard;
    return new FakeContactChangeService(contacts, safeguard);
  }).inSingletonScope();
});
