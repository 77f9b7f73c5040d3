import type { FastifyReply } from 'fastify';
import type { Queryable } from '../platform/db/Database';
import { isPayeeEditingRestricted } from './queries';

/** NativeErrorCode 6001: safeguard, "contact us". */
export const CONTACT_US = 6001;
export const PAYEE_EDITING_RESTRICTED_MESSAGE =
  "You cannot add, delete or edit your payees at the moment. Contact us if you'd like to know more";

/** Answers 403 6001 for a customer whose payee editing is restricted; true when it did. */
export async function refusedAsRestricted(db: Queryable, customerNumber: string, reply: FastifyReply): Promise<boolean> {
  if (!(await isPayeeEditingRestricted(db, customerNumber))) return false;
  await reply.status(403).send({ NativeErrorCode: CONTACT_US, message: PAYEE_EDITING_RESTRICTED_MESSAGE });
  return true;
}

export const notFound = (reply: FastifyReply, what = 'payee') =>
  reply.status(404).send({ message: `No such ${what}.` });
