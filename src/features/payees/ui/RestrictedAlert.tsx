import { BRAND } from '../../../../contract/rules/brand';
import { Alert } from '../../../design-system/Alert';

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** Spec: the alert a customer sees when their payee editing is restricted, with the bank's number. */
export function RestrictedAlert() {
  return (
    <Alert tone="warning" title="Payee editing is restricted">
      <p>You cannot add, delete or edit your payees at the moment. Contact us if you&apos;d like to know more</p>
      <p>Call us on <a href={telHref(BRAND.phone)}>{BRAND.phone}</a>, or <a href={telHref(BRAND.phoneOverseas)}>{BRAND.phoneOverseas}</a> from overseas.</p>
    </Alert>
  );
}
