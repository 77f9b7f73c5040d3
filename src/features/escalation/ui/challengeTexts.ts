import { BRAND } from '../../../../contract/rules/brand';
import type { SafeguardBlock } from '../../../kernel/domain/Escalation';

/** The challenge dialog's words for the safeguards a customer cannot complete online (6001, 6005, 6006). */
export const SAFEGUARD_EXPLANATIONS: Record<Exclude<SafeguardBlock, 'cancelled'>, { title: string; body: string }> = {
  'contact-us': {
    title: 'Please contact us',
    body: `For your security we need to talk to you before you can do this. Call us on ${BRAND.phone}, or ${BRAND.phoneOverseas} from overseas.`,
  },
  'specify-device': {
    title: 'Choose where we send your code',
    body: `We need to know which phone to send your security code to. Call us on ${BRAND.phone} and we'll set it up with you.`,
  },
  'no-mobile': {
    title: 'We need your mobile number',
    body: `We send a security code to your mobile phone before making this change, and we don't have a mobile number for you. Add one in your contact details, or call us on ${BRAND.phone}.`,
  },
};
