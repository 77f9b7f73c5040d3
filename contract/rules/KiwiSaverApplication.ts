/**
 * The answers of a KiwiSaver join (or switch) application: fund, contribution rate, PIR, IRD
 * number and declarations. Used by the form and by the sandbox.
 */
import { irdNumberProblem } from './IrdNumber';
import { KIWISAVER_CONTRIBUTION_RATES } from './KiwiSaver';
import type { AnswerRule } from './LendingApplication';

/** The scheme's funds, with the risk indicator (1 lowest to 7 highest) every fund must show. */
export const KIWISAVER_FUNDS = [
  { value: 'conservative', label: 'Conservative Fund', risk: 3, text: 'Mostly cash and bonds; smaller ups and downs.' },
  { value: 'balanced', label: 'Balanced Fund', risk: 4, text: 'A mix of growth and income assets.' },
  { value: 'growth', label: 'Growth Fund', risk: 5, text: 'Mostly shares and property; larger ups and downs.' },
] as const;

/** Prescribed investor rates, in percent. */
export const PIR_RATES = ['10.5', '17.5', '28'] as const;

export const KIWISAVER_JOIN_TYPES = [
  { value: 'join', label: "I'm joining KiwiSaver for the first time" },
  { value: 'switch', label: "I'm moving my KiwiSaver from another provider" },
] as const;

const oneOf = (values: readonly string[], message: string): AnswerRule => (value) => (values.includes(value) ? null : message);
const ticked = (message: string): AnswerRule => (value) => (value === 'true' ? null : message);

export const KIWISAVER_RULES = {
  joinType: oneOf(KIWISAVER_JOIN_TYPES.map((t) => t.value), 'Choose whether you are joining or switching'),
  fund: oneOf(KIWISAVER_FUNDS.map((f) => f.value), 'Choose a fund'),
  contributionRate: oneOf(KIWISAVER_CONTRIBUTION_RATES.map(String), 'Choose your contribution rate'),
  pir: oneOf(PIR_RATES, 'Choose your prescribed investor rate (PIR)'),
  irdNumber: (value) => irdNumberProblem(value),
  declareResident: ticked('Confirm that you live in New Zealand and are a New Zealand citizen or resident'),
  declareTerms: ticked('Confirm that you have read the product disclosure statement'),
} satisfies Record<string, AnswerRule>;
