/** The feature flags. */
export const FEATURE_FLAGS = [
  'PostedLettersToggle', 'DigitalLetterBypass', 'CustomerAccountUnlock', 'CustomerPasswordReset',
  'HomeLoanTopUp', 'HomeLoanTopUpMobileLink', 'HomeLoan', 'OverdraftAllowAutomatedApproval',
  'CreditCardIncreaseAllowAutomatedApproval', 'ConfirmationOfPayee', 'ReactPayAndTransfer', 'ReactDashboard',
] as const;

export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

export interface Feature { name: string; enabled: boolean }

/** A feature list; names are compared case-insensitively. */
export class FeatureList {
  static readonly EMPTY = new FeatureList([]);
  private readonly enabled: Set<string>;

  constructor(readonly features: readonly Feature[]) {
    this.enabled = new Set(features.filter((f) => f.enabled).map((f) => f.name.toLowerCase()));
  }

  isEnabled(name: string): boolean {
    return this.enabled.has(name.toLowerCase());
  }
}
