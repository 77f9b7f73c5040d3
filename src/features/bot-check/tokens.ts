import { serviceId } from '../../platform/tokens';
import type { BotCheck } from './core/ports/BotCheck';
import type { ProveNotARobot } from './core/use-cases/ProveNotARobot';

/** The bot-check area's service identifiers. */
export const BOT_CHECK_TOKENS = {
  BotCheck: serviceId<BotCheck>('BotCheck'),
  ProveNotARobot: serviceId<ProveNotARobot>('ProveNotARobot'),
} as const;
