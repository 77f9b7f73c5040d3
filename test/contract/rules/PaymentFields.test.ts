import {
  PAYEE_NAME_MAX_LENGTH, PAYMENT_FIELD_MAX_LENGTH, codeProblem, particularsProblem, payeeNameProblem,
  paymentFieldProblem, referenceProblem, usesPaymentFieldCharacters,
} from '../../../contract/rules/PaymentFields';

describe('Particulars, Code and Reference', () => {
  it('hold up to 12 characters', () => {
    expect(PAYMENT_FIELD_MAX_LENGTH).toBe(12);
    expect(particularsProblem('ABCDEFGHIJKL')).toBeNull();
    expect(particularsProblem('ABCDEFGHIJKLM')).toBe('Particulars can be up to 12 characters');
    expect(codeProblem('1234567890123')).toBe('Code can be up to 12 characters');
    expect(referenceProblem('x'.repeat(13))).toBe('Reference can be up to 12 characters');
  });

  it('are optional: empty is fine', () => {
    expect(particularsProblem('')).toBeNull();
    expect(codeProblem('')).toBeNull();
    expect(referenceProblem('')).toBeNull();
  });

  it.each(['Rent', 'INV-0042', "O'Brien", 'A&B', 'a/b', '#12', 'why?', '10:30', 'snake_case', 'v1.2', 'two words', '   '])(
    'accept %j', (value) => {
      expect(referenceProblem(value)).toBeNull();
      expect(usesPaymentFieldCharacters(value)).toBe(true);
    },
  );

  it.each(['Kōwhai', 'café', 'a,b', 'a;b', '50%', 'a+b', 'a@b', '(ref)', 'tab\there', 'a"b', 'a’b', '🙂'])(
    'reject %j', (value) => {
      expect(referenceProblem(value)).toBe("Reference can only use letters, numbers, spaces and - ' & / # ? : _ .");
      expect(usesPaymentFieldCharacters(value)).toBe(false);
    },
  );

  it('reports the length before the characters', () => {
    expect(codeProblem('ąąąąąąąąąąąąą')).toBe('Code can be up to 12 characters');
  });

  it('name the field given in the message', () => {
    expect(paymentFieldProblem('Their reference', 'a,b')).toMatch(/^Their reference can only use/);
  });
});

describe('payee name on a payment', () => {
  it('is required', () => {
    expect(payeeNameProblem('')).toBe('Enter the payee name');
    expect(payeeNameProblem('   ')).toBe('Enter the payee name');
  });

  it('holds up to 20 characters, counted as people count them', () => {
    expect(PAYEE_NAME_MAX_LENGTH).toBe(20);
    expect(payeeNameProblem('A'.repeat(20))).toBeNull();
    expect(payeeNameProblem('A'.repeat(21))).toBe('Payee name can be up to 20 characters');
    expect(payeeNameProblem('🙂'.repeat(20))).toBeNull();
  });

  it('allows any characters', () => {
    expect(payeeNameProblem('Te Whare Kōwhai (Ltd)')).toBe('Payee name can be up to 20 characters');
    expect(payeeNameProblem('Kōwhai Café, Ltd')).toBeNull();
  });
});
