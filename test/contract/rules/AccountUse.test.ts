import { canPayFrom, canTransferFrom, canTransferTo, isTermDeposit } from '../../../contract/rules/AccountUse';

describe('AccountUse', () => {
  it.each([
    ['everyday', true, true, true], ['bills', true, true, true], ['savings', true, true, true], ['online-saver', true, true, true],
    ['credit-card', false, true, true], ['term-deposit', false, false, false], ['personal-loan', false, false, true], ['kiwisaver', false, false, false],
  ])('%s: pay from %s, transfer from %s, transfer to %s', (product, pay, from, to) => {
    expect([canPayFrom(product), canTransferFrom(product), canTransferTo(product)]).toEqual([pay, from, to]);
  });

  it('knows a term deposit', () => {
    expect(isTermDeposit('term-deposit')).toBe(true);
    expect(isTermDeposit('savings')).toBe(false);
  });
});
