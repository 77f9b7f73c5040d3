import type { AxiosInstance } from 'axios';
import type { BotChallenge } from '../../../../contract/bot-check';
import { hasLeadingZeroBits, proofInput } from '../../../../contract/rules/ProofOfWork';
import { sha256 } from '../../../../contract/rules/Sha256';
import type { BotCheck } from '../core/ports/BotCheck';

/** How many hashes between yields to the event loop, so the page stays responsive while it works. */
const BATCH = 2048;

/** Lets the browser paint and handle input between batches. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * BotCheck over GET /api/bot-check/challenge, solved with a synchronous SHA-256 in batches
 * (Web Crypto's one promise per hash made the puzzle many times slower than the hashing).
 */
export class AxiosBotCheck implements BotCheck {
  constructor(private readonly http: AxiosInstance) {}

  async solve(): Promise<{ challengeId: string; nonce: number }> {
    const { data } = await this.http.get<BotChallenge>('/api/bot-check/challenge');
    const encoder = new TextEncoder();
    for (let start = 0; ; start += BATCH) {
      for (let nonce = start; nonce < start + BATCH; nonce++) {
        const digest = sha256(encoder.encode(proofInput(data.challengeId, data.salt, nonce)));
        if (hasLeadingZeroBits(digest, data.difficulty)) return { challengeId: data.challengeId, nonce };
      }
      await yieldToPage();
    }
  }
}
