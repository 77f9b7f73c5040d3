import { Container } from 'inversify';
import { eftposModule } from '../../../../src/features/eftpos/eftpos.module';
import { EFTPOS_TOKENS } from '../../../../src/features/eftpos/tokens';
import { HandleApiError } from '../../../../src/kernel/services/HandleApiError';
import { QueryCache } from '../../../../src/kernel/services/QueryCache';
import { TOKENS } from '../../../../src/platform/tokens';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { FakeMonitoring } from '../../../kernel/fakes/FakeMonitoring';
import { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakeEftposService } from '../fakes/FakeEftposService';

/** The online EFTPOS area's real module with fakes: the token service checks the codes the fake EFTPOS issues. */
export function eftposKit(eftpos = new FakeEftposService()) {
  const monitoring = new FakeMonitoring();
  const errors = new HandleApiError(monitoring);
  const tokens = new FakeTokenService([], 600, eftpos.safeguard);
  const container = new Container();
  container.bind(TOKENS.QueryCache).toConstantValue(new QueryCache(new FakeClock(), errors));
  container.bind(TOKENS.HandleApiError).toConstantValue(errors);
  container.bind(TOKENS.TokenService).toConstantValue(tokens);
  container.bind(EFTPOS_TOKENS.EftposService).toConstantValue(eftpos);
  container.load(eftposModule);
  return { container, eftpos, tokens, monitoring, store: container.get(EFTPOS_TOKENS.EftposStore) };
}
