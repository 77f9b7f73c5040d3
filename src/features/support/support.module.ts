import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS as P } from '../../platform/tokens';
import { BranchFinderStore } from './stores/BranchFinderStore';
import { ContactUsStore } from './stores/ContactUsStore';
import { ContentPageStore } from './stores/ContentPageStore';
import { HelpStore } from './stores/HelpStore';
import { SUPPORT_TOKENS as S } from './tokens';

export const supportModule = new ContainerModule(({ bind }) => {
  bind(S.ContentPageStore).toDynamicValue((ctx) => new ContentPageStore(ctx.get(S.ContentService), ctx.get(P.Monitoring))).inSingletonScope();
  bind(S.HelpStore).toDynamicValue((ctx) => new HelpStore(ctx.get(S.ContentService), ctx.get(P.Monitoring))).inSingletonScope();
  bind(S.BranchFinderStore).toDynamicValue((ctx) => new BranchFinderStore(ctx.get(S.ContentService), ctx.get(P.Clock), ctx.get(P.Monitoring))).inSingletonScope();
  bind(S.ContactUsStore).toDynamicValue((ctx) => new ContactUsStore(ctx.get(S.ContentService), ctx.get(P.Monitoring))).inSingletonScope();
});
