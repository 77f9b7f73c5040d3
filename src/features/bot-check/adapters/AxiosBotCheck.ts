import type { AxiosInstance } from 'axios';
import type { BotChallenge } from '../../../../contract/bot-check';
import { hasLeadingZeroBits, proofInput } from '../../../../contract/rules/ProofOfWork';
import type { BotCheck } from '../core/ports/BotCheck';

/** How many hashes between yields to the event loop, so the page stays responsive while it works. */
const BATCH = 2048;

/** BotCheck over GET /api/bot-check/challenge, solved with Web Crypto's SHA-256. */
export class AxiosBotCheck implements BotCheck {
  constructor(private readonly http: AxiosInstance, private readonly subtle: SubtleCrypto = globalThis.crypto.subtle) {}

  async solve(): Promise<{ challengeId: string; nonce: number }> {
    const { data } = await this.http.get<BotChallenge>('/api/bot-check/challenge');
    const encoder = new TextEncoder();
    for (let start = 0; ; start += BATCH) {
      const digests = await Promise.all(Array.from({ length: BATCH }, (_, i) =>
        this.subtle.digest('SHA-256', encoder.encode(proofInput(data.challengeId, data.salt, start + i)))));
      const found = digests.findIndex((digest) => hasLeadingZeroBits(new Uint8Array(digest), data.difficulty));
      if (found >= 0) return { challengeId: data.challengeId, nonce: start + found };
    }
  }
}
