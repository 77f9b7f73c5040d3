/** Complete, valid answers of each lending product, as the forms send them. */
export const APPLICANT = {
  firstName: 'Aroha', middleName: '', lastName: 'Ngata', mobile: '021 555 0101',
  addressLine1: '185 Ponsonby Road', addressLine2: '', suburb: 'Ponsonby', town: 'Auckland', postcode: '1011',
  employmentStatus: 'full-time', employer: 'Te Whatu Ora', monthlyIncome: '6,200', monthlyExpenses: '2,900',
};
export const CREDIT_CARD = { ...APPLICANT, cardProduct: 'low-rate', creditLimit: '5,000' };
export const PERSONAL_LOAN = { ...APPLICANT, loanAmount: '12,000', loanTerm: '48', loanPurpose: 'Car' };
export const KIWISAVER = {
  joinType: 'join', fund: 'balanced', contributionRate: '3.5', pir: '17.5', irdNumber: '49-091-850',
  declareResident: 'true', declareTerms: 'true',
};
export const INSURANCE = { insuranceProduct: 'life', coverAmount: '250,000', smoker: 'no', healthConditions: 'no', hazardousActivities: 'no' };
