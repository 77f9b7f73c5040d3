import { ContainerModule } from 'inversify';
import { PLATFORM_TOKENS } from '../../platform/tokens';
import { ChangeContributionRate } from './core/use-cases/ChangeContributionRate';
import { SwitchFund } from './core/use-cases/SwitchFund';
import { TopUpKiwiSaver } from './core/use-cases/TopUpKiwiSaver';
import { KiwiSaverChangesStore } from './stores/KiwiSaverChangesStore';
import { KiwiSaverStore } from './stores/KiwiSaverStore';
import { KIWISAVER_TOKENS } from './tokens';

/** The KiwiSaver page's stores and use-cases, against the KiwiSaverService port. */
export const kiwiSaverModule = new ContainerModule(({ bind }) => {
  bind(KIWISAVER_TOKENS.KiwiSaverStore).toDynamicValue((ctx) => new KiwiSaverStore(ctx.get(KIWISAVER_TOKENS.KiwiSaverService), ctx.get(PLATFORM_TOKENS.Monitoring))).inSingletonScope();
  bind(KIWISAVER_TOKENS.KiwiSaverChangesStore).toDynamicValue((ctx) => {
    const service = ctx.get(KIWISAVER_TOKENS.KiwiSaverService);
    return new KiwiSaverChangesStore(ctx.get(KIWISAVER_TOKENS.KiwiSaverStore), new SwitchFund(service), new ChangeContributionRate(service),
      new TopUpKiwiSaver(service), ctx.get(PLATFORM_TOKENS.Monitoring), () => globalThis.crypto.randomUUID());
  }).inSingletonScope();
});
