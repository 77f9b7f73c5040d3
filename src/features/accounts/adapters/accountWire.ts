import type { AccountDetailDto, AccountFactsDto, TransactionDto } from '../../../../contract/accounts';
import type { AccountDetails } from '../core/domain/AccountDetails';
import type { AccountFacts } from '../core/domain/AccountFacts';
import type { Transaction } from '../core/domain/Transaction';

/** Wire DTOs of the accounts API as the account page's domain values. */
export const toTransaction = (dto: TransactionDto): Transaction => ({
  id: dto.id, date: dto.date, at: Date.parse(dto.at), kind: dto.kind, description: dto.description, amount: dto.amountCents,
  status: dto.status, particulars: dto.particulars, code: dto.code, reference: dto.reference, balanceAfter: dto.balanceAfterCents,
});

function toFacts(dto: AccountFactsDto): AccountFacts {
  switch (dto.kind) {
    case 'credit-card': return {
      kind: 'credit-card', creditLimit: dto.creditLimitCents, cardLast4: dto.cardLast4,
      statement: dto.statement && { date: dto.statement.date, closingBalance: dto.statement.closingBalanceCents,
        minimumPayment: dto.statement.minimumPaymentCents, dueDate: dto.statement.dueDate },
    };
    case 'term-deposit': return {
      kind: 'term-deposit', interestRate: dto.interestRateBps, termMonths: dto.termMonths, startDate: dto.startDate,
      maturityDate: dto.maturityDate, maturityInstruction: dto.maturityInstruction, payToAccountNumber: dto.payToAccountNumber,
      interestAtMaturity: dto.interestAtMaturityCents,
    };
    case 'loan': return {
      kind: 'loan', interestRate: dto.interestRateBps, rateType: dto.rateType, fixedUntil: dto.fixedUntil,
      repayment: dto.repaymentCents, repaymentFrequency: dto.repaymentFrequency, nextRepaymentDate: dto.nextRepaymentDate,
    };
  }
}

export const toAccountDetails = (dto: AccountDetailDto): AccountDetails => ({
  id: dto.id, product: dto.product, name: dto.name, nickname: dto.nickname, accountNumber: dto.accountNumber,
  balance: dto.balanceCents, available: dto.availableCents, creditLimit: dto.creditLimitCents, facts: dto.facts ? toFacts(dto.facts) : null,
});
