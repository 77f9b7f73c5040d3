/** The bot check before an anonymous submit: the server's proof-of-work puzzle. */
export interface BotCheck {
  /** Fetches a fresh puzzle and solves it; each proof is good for one submit. */
  solve(): Promise<{ challengeId: string; nonce: number }>;
}
