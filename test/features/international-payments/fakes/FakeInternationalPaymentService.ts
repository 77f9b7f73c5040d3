import type {
  OverseasPayee, OverseasQuote, OverseasReceipt, QuoteOrder, SendingAccount,
} from '../../../../src/features/international-payments/core/domain/OverseasPayment';
import type { InternationalPaymentService } from '../../../../src/features/international-payments/core/ports/InternationalPaymentService';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import {
  INTERNATIONAL_FEE_CENTS, QUOTE_EXPIRED_MESSAGE, QUOTE_NOT_FOUND_MESSAGE, QUOTE_USED_MESSAGE,
} from '../../../../contract/international-payments';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';

export const EMMA: OverseasPayee = { id: '5b0f5e2a-8c1d-4e57-9a39-6f2f0f5c1e01', name: 'Emma Clarke', country: 'GB', currency: 'GBP', account: 'GB33BUKB20201555555555' };

export const AROHA_SENDING: SendingAccount[] = [
  { id: '1000001-1', product: 'everyday', name: 'Everyday', accountNumber: '38-9123-0102004-00', available: 2_458_375 },
  { id: '1000001-4', product: 'term-deposit', name: 'Term Deposit', accountNumber: '38-9123-0102045-00', available: 0 },
];

/** 1 NZD = 0.4241 GBP in the fake (the sandbox's rate moves with its clock; the rules do not). */
const RATE_E4 = 4241;

/**
 * International payments in memory with the sandbox's rules: quotes at a fixed rate with the
 * fixed fee, the NZD cost rounded down; a payment is safeguarded (403 6002 until `escalate`),
 * pays a quote once (409), an expired quote is 409 in the bank's words, an unknown one 404,
 * more than available 400.
 */
export class FakeInternationalPaymentService implements InternationalPaymentService {
  loggedIn = true;
  private readonly quotes = new Map<string, OverseasQuote & { used: boolean; expired: boolean }>();
  private readonly answers = new Map<string, OverseasReceipt>();
  private seq = 0;

  constructor(
    readonly payees: OverseasPayee[] = [EMMA], readonly accounts: SendingAccount[] = AROHA_SENDING.map((a) => ({ ...a })),
    readonly safeguard = new FakeSafeguard(),
  ) {}

  escalate(operationId: string): void {
    this.safeguard.verify(operationId, this.safeguard.codeFor(operationId) ?? '');
  }

  /** What two minutes passing does to every quote given so far. */
  expireQuotes(): void {
    for (const q of this.quotes.values()) q.expired = true;
  }

  async listPayees(): Promise<OverseasPayee[]> {
    this.guard();
    return this.payees.map((p) => ({ ...p }));
  }

  async listAccounts(): Promise<SendingAccount[]> {
    this.guard();
    return this.accounts.map((a) => ({ ...a }));
  }

  async quote(order: QuoteOrder): Promise<OverseasQuote> {
    this.guard();
    const payee = this.payees.find((p) => p.id === order.payeeId);
    if (!payee) throw new ApiError(404, null, { message: 'Payee not found.' });
    const account = this.accounts.find((a) => a.id === order.fromAccountId);
    if (!account) throw new ApiError(404, null, { message: 'Account not found.' });
    if (account.product === 'term-deposit') throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: "You can't send money overseas from this account." });
    this.seq += 1;
    const nzd = Math.floor((order.foreignAmount * 10_000) / RATE_E4);
    const quote = {
      quoteId: `00000000-0000-4000-8000-${String(this.seq).padStart(12, '0')}`, payeeId: payee.id, payeeName: payee.name, fromAccountId: account.id,
      currency: payee.currency, decimals: 2, rate: '0.4241', foreignAmount: order.foreignAmount, nzdAmount: nzd, fee: INTERNATIONAL_FEE_CENTS,
      total: nzd + INTERNATIONAL_FEE_CENTS, expiresAt: new Date(Date.UTC(2026, 10, 21, 9, 2)).toISOString(),
    };
    this.quotes.set(quote.quoteId, { ...quote, used: false, expired: false });
    return quote;
  }

  async send(quoteId: string, idempotencyKey: string, operationId?: string): Promise<OverseasReceipt> {
    this.guard();
    const replay = this.answers.get(idempotencyKey);
    if (replay) return replay;
    const quote = this.quotes.get(quoteId);
    if (!quote) throw new ApiError(404, null, { message: QUOTE_NOT_FOUND_MESSAGE });
    if (quote.used) throw new ApiError(409, null, { message: QUOTE_USED_MESSAGE });
    if (quote.expired) throw new ApiError(409, null, { message: QUOTE_EXPIRED_MESSAGE });
    const account = this.accounts.find((a) => a.id === quote.fromAccountId);
    if (!account) throw new ApiError(404, null, { message: 'Account not found.' });
    if (quote.total > account.available) throw new ApiError(400, 4010, { NativeErrorCode: 4010, message: 'The amount is more than the available funds.' });
    if (!operationId || !this.safeguard.isEscalated(operationId)) {
      const { operationId: issued } = this.safeguard.issue();
      throw new ApiError(403, 6002, { NativeErrorCode: 6002, message: 'We have sent a 6-digit code.', operationId: issued });
    }
    quote.used = true;
    account.available -= quote.total;
    const payee = this.payees.find((p) => p.id === quote.payeeId) ?? EMMA;
    const receipt: OverseasReceipt = {
      id: `tx-${quote.quoteId}`, quoteId, createdAt: new Date(Date.UTC(2026, 10, 21, 9)).toISOString(),
      from: { name: account.name, accountNumber: account.accountNumber }, to: { name: payee.name, country: payee.country, account: payee.account },
      currency: quote.currency, decimals: quote.decimals, rate: quote.rate, foreignAmount: quote.foreignAmount,
      nzdAmount: quote.nzdAmount, fee: quote.fee, total: quote.total,
    };
    this.answers.set(idempotencyKey, receipt);
    return receipt;
  }

  private guard(): void {
    if (!this.loggedIn) throw new ApiError(401, 7009, { NativeErrorCode: 7009, message: 'Authentication required.' });
  }
}
