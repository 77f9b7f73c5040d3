import { contributionRateProblem } from '../../../../../contract/rules/KiwiSaverChanges';
import type { KiwiSaverMembership } from '../domain/KiwiSaverLanding';
import type { KiwiSaverService } from '../ports/KiwiSaverService';
import type { ChangeResult } from './SwitchFund';

/** Changes an employed member's contribution rate to one of the rates; anything else is refused in words first. */
export class ChangeContributionRate {
  constructor(private readonly kiwiSaver: KiwiSaverService) {}

  async execute({ member, ratePercent }: { member: KiwiSaverMembership; ratePercent: number }): Promise<ChangeResult> {
    const problem = contributionRateProblem(ratePercent, member.employed);
    if (problem) return { ok: false, problem };
    return { ok: true, landing: await this.kiwiSaver.changeContributionRate(ratePercent) };
  }
}
