import { Type, type Static } from '@sinclair/typebox';

/**
 * The logged-in customer's contact details: GET /api/contact ("Contact") and
 * PUT /api/contact/address (settings, contact details). A type containing 'Mobile' is a
 * mobile phone; the login redirect rule reads EmailAddr and Phones.
 */

/**
 * A customer's address as the settings form holds it. From a directory address
 * (AddressDetails): addressLines are its lines without the suburb line and the last
 * "<town> <postcode>" line (e.g. ["Flat 2", "45 Queen Street"], ["486 Ngunguru Road", "RD 4"],
 * ["PO Box 123", "Lambton Quay"]); suburb, cityTown and postcode are its fields; dpid its DPID.
 * A manually entered address has dpid null.
 */
export const ContactAddress = Type.Object({
  dpid: Type.Union([Type.String({ pattern: '^[0-9]{1,10}$' }), Type.Null()]),
  addressLines: Type.Array(Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }), { minItems: 1, maxItems: 4 }),
  suburb: Type.Union([Type.String({ maxLength: 60 }), Type.Null()]),
  cityTown: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  postcode: Type.String({ pattern: '^[0-9]{4}$' }),
});
export type ContactAddress = Static<typeof ContactAddress>;

export const ContactPhone = Type.Object({
  /** 'Mobile', 'Home', 'Work'. */
  Type: Type.String(),
  Number: Type.String(),
});
export type ContactPhone = Static<typeof ContactPhone>;

export const ContactDetails = Type.Object({
  EmailAddr: Type.Union([Type.String(), Type.Null()]),
  Phones: Type.Array(ContactPhone),
  ResidentialAddress: Type.Union([ContactAddress, Type.Null()]),
  PostalAddress: Type.Union([ContactAddress, Type.Null()]),
}, { $id: 'ContactDetails' });
export type ContactDetails = Static<typeof ContactDetails>;

export const ContactAddressKind = Type.Union([Type.Literal('residential'), Type.Literal('postal')]);
export type ContactAddressKind = Static<typeof ContactAddressKind>;

/**
 * Body of PUT /api/contact/address; answered 204. Cards and letters go to it (the card-intercept
 * fraud), so it takes the customer's current password as well as the step-up.
 */
export const ContactAddressUpdate = Type.Object({
  kind: ContactAddressKind,
  address: ContactAddress,
  /** Optional in the schema so that a missing one gets the same words as a wrong one. */
  currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
});
export type ContactAddressUpdate = Static<typeof ContactAddressUpdate>;

/** Where a confirmation code for a new contact method goes: a text to a mobile, or an email. */
export const ContactCodeChannel = Type.Union([Type.Literal('sms'), Type.Literal('email')]);
export type ContactCodeChannel = Static<typeof ContactCodeChannel>;

/** Body of POST /api/contact/codes: send a code to a new mobile number or email address. */
export const ContactCodeRequest = Type.Object({
  channel: ContactCodeChannel,
  /** The mobile number (any usual NZ form) or the email address. */
  to: Type.String({ maxLength: 254 }),
});
export type ContactCodeRequest = Static<typeof ContactCodeRequest>;

/** Answer to POST /api/contact/codes: the operation the code confirms, and where it went (masked). */
export const ContactCodeSent = Type.Object({ operationId: Type.String(), sentTo: Type.String() });
export type ContactCodeSent = Static<typeof ContactCodeSent>;

/** The phone types a customer can add. */
export const ContactPhoneType = Type.Union([Type.Literal('Mobile'), Type.Literal('Home'), Type.Literal('Work')]);
export type ContactPhoneType = Static<typeof ContactPhoneType>;

/**
 * Body of POST /api/contact/phones; answered 204. A mobile carries the operation and code
 * of POST /api/contact/codes (channel sms, to the same number); a landline has none.
 */
export const ContactPhoneAdd = Type.Object({
  type: ContactPhoneType,
  number: Type.String({ maxLength: 30 }),
  operationId: Type.Optional(Type.String({ maxLength: 64 })),
  code: Type.Optional(Type.String({ maxLength: 6 })),
  /** The customer's current password: required to add a mobile (a factor), so a session alone cannot. */
  currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
});
export type ContactPhoneAdd = Static<typeof ContactPhoneAdd>;

/**
 * Body of PUT /api/contact/email, with the operation and code sent to that address and the
 * customer's current password (the email is where notices go: a session alone cannot change it); answered 204.
 */
export const ContactEmailUpdate = Type.Object({
  email: Type.String({ maxLength: 254 }),
  operationId: Type.String({ maxLength: 64 }),
  code: Type.String({ maxLength: 6 }),
  /** Optional in the schema so that a missing one gets the same words as a wrong one. */
  currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
});
export type ContactEmailUpdate = Static<typeof ContactEmailUpdate>;

/**
 * Body of DELETE /api/contact/phones: the number to remove, in any usual NZ form (digits are
 * compared); answered 204, 404 for a number the customer does not have, 409 for their only mobile.
 * A mobile is a factor: removing one takes the current password too (400 when missing or wrong).
 */
export const ContactPhoneRemoval = Type.Object({
  number: Type.String({ minLength: 1, maxLength: 30 }),
  currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
}, { additionalProperties: false });
export type ContactPhoneRemoval = Static<typeof ContactPhoneRemoval>;
