/** A saved domestic payee. The account number is shown with dashes, as NZ banks print it. */
export interface Payee {
  id: string;
  name: string;
  accountNumber: string;
  particulars: string | null;
  code: string | null;
  reference: string | null;
}

/** What the customer types to add or edit a payee; blank statement fields are sent as null. */
export interface PayeeInput {
  name: string;
  accountNumber: string;
  particulars: string;
  code: string;
  reference: string;
}

export type PayeeField = keyof PayeeInput;

/** The customer's payees, and whether they may change them (some customers may not). */
export interface PayeeBook {
  payees: Payee[];
  editingRestricted: boolean;
}

/** A problem the bank found with one field of a payee (400, NativeErrorCode 4010, with `field`). */
export class PayeeFieldProblem extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
    this.name = 'PayeeFieldProblem';
  }
}

/** The bank refused a change because the customer's payee editing is restricted (6001). */
export class PayeeEditingRestricted extends Error {
  constructor() {
    super("You cannot add, delete or edit your payees at the moment. Contact us if you'd like to know more");
    this.name = 'PayeeEditingRestricted';
  }
}
