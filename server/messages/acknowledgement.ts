import { BRAND } from '../../contract/rules/brand';
import type { MessageTopic } from '../../contract/messages';

/**
 * The sandbox bank's automatic answer to a new message, so the customer knows it arrived and
 * when to expect a person. It names the phone for anything urgent: a secure message is not how
 * to stop a scam in progress.
 */
export function acknowledgementOf(topic: MessageTopic): string {
  return `Kia ora,\n\nThanks for your message about ${topic.toLowerCase()}. We've received it, and someone from our team will reply here within 2 working days.\n\n`
    + `If it's urgent, or you think someone else is using your banking, call us now on ${BRAND.phone} (from overseas ${BRAND.phoneOverseas}).\n\n`
    + `Ngā mihi,\nThe ${BRAND.product} team`;
}
