export interface CustomerProfile {
  customerNumber: string;
  firstName: string;
  lastName: string;
}
