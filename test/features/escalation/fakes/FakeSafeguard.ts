/**
 * The bank's one-time codes, shared by FakeSecurityService (which "sends" a code) and
 * FakeTokenService (which checks it in the escalation grant). Five wrong codes void the operation (as the sandbox does).
 */
export class FakeSafeguard {
  private readonly operations = new Map<string, { code: string; wrong: number; escalated: boolean }>();
  private seq = 0;

  /** Starts an operation and "texts" its code; returns both. */
  issue(): { operationId: string; code: string } {
    this.seq += 1;
    const operationId = `op-${this.seq}`;
    const code = String(100000 + this.seq * 7919).slice(-6);
    this.operations.set(operationId, { code, wrong: 0, escalated: false });
    return { operationId, code };
  }

  /** The code of the operation issued last (what the customer's phone shows now). */
  latestCode(): string | null {
    return this.codeFor(`op-${this.seq}`);
  }

  codeFor(operationId: string): string | null {
    return this.operations.get(operationId)?.code ?? null;
  }

  verify(operationId: string, code: string): 'ok' | 'wrong' | 'expired' {
    const operation = this.operations.get(operationId);
    if (!operation) return 'expired';
    if (operation.code !== code) {
      operation.wrong += 1;
      if (operation.wrong >= 5) this.operations.delete(operationId);
      return 'wrong';
    }
    operation.escalated = true;
    return 'ok';
  }

  isEscalated(operationId: string | undefined): boolean {
    return operationId !== undefined && this.operations.get(operationId)?.escalated === true;
  }
}
