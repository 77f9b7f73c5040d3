import { KIWISAVER_WORDS } from '../../../../../contract/rules/KiwiSaverChanges';
import type { KiwiSaverLanding, KiwiSaverMembership } from '../domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../ports/KiwiSaverService';

export const CHOOSE_FUND = 'Choose the fund you want to switch to';

export type ChangeResult = { ok: true; landing: KiwiSaverLanding } | { ok: false; problem: string };

/**
 * Asks to switch fund. What the page already knows is refused here in the bank's words (no fund
 * chosen, the fund already held, a switch already waiting); the bank checks again.
 */
export class SwitchFund {
  constructor(private readonly kiwiSaver: KiwiSaverService) {}

  async execute({ member, fund }: { member: KiwiSaverMembership; fund: string }): Promise<ChangeResult> {
    if (!fund) return { ok: false, problem: CHOOSE_FUND };
    if (member.pendingSwitch) return { ok: false, problem: KIWISAVER_WORDS.switchPending };
    if (fund === member.fund) return { ok: false, problem: KIWISAVER_WORDS.sameFund };
    return { ok: true, landing: await this.kiwiSaver.switchFund(fund) };
  }
}
