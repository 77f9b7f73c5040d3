import { ContainerModule } from 'inversify';
import { ESCALATION_TOKENS } from '../escalation';
import { ScamProtectionStore } from './stores/ScamProtectionStore';
import { SCAM_TOKENS as S } from './tokens';

/** Scam protection's page model: a report, the lock and the limit raise run under the escalation area's challenge. */
export const scamModule = new ContainerModule(({ bind }) => {
  // A new store per visit: a report or limit half-typed never outlives its page.
  bind(S.ScamProtectionStore).toDynamicValue((ctx) => new ScamProtectionStore(
    ctx.get(S.ScamProtectionService), ctx.get(ESCALATION_TOKENS.RunSafeguarded), ctx.get(ESCALATION_TOKENS.ChallengeStore),
  ));
});
