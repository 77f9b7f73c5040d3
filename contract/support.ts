import { Type, type Static } from '@sinclair/typebox';

/**
 * The sandbox's content API: support pages and legal pages as HTML (sanitised by the client),
 * the branch directory and the Open & Apply menu. No login needed.
 */

/** GET /api/content/pages/:token, e.g. privacy-statement. */
export const ContentPageDto = Type.Object({ token: Type.String(), title: Type.String(), html: Type.String() }, { $id: 'ContentPageDto' });
export type ContentPageDto = Static<typeof ContentPageDto>;

/** GET /api/content/faqs. */
export const FaqDto = Type.Object({ id: Type.String(), topic: Type.String(), question: Type.String(), answerHtml: Type.String() });
export type FaqDto = Static<typeof FaqDto>;
export const FaqListDto = Type.Array(FaqDto, { $id: 'FaqListDto' });

/** Opening hours for one weekday (0 Sunday … 6 Saturday), Auckland wall-clock 'HH:MM'; a closed day is absent. */
export const OpeningHoursDto = Type.Object({ day: Type.Integer({ minimum: 0, maximum: 6 }), opens: Type.String(), closes: Type.String() });
export type OpeningHoursDto = Static<typeof OpeningHoursDto>;

/** GET /api/content/branches. */
export const BranchDto = Type.Object({
  id: Type.String(), name: Type.String(), streetAddress: Type.String(), suburb: Type.String(), town: Type.String(),
  phone: Type.String(), hours: Type.Array(OpeningHoursDto),
});
export type BranchDto = Static<typeof BranchDto>;
export const BranchListDto = Type.Array(BranchDto, { $id: 'BranchListDto' });

/** GET /api/content/contact: how to reach the bank. */
export const ContactChannelsDto = Type.Object({
  phones: Type.Array(Type.Object({ label: Type.String(), number: Type.String(), hours: Type.String() })),
  secureMessagePath: Type.String(),
  introHtml: Type.String(),
}, { $id: 'ContactChannelsDto' });
export type ContactChannelsDto = Static<typeof ContactChannelsDto>;

/** A service notice (a planned outage…): an id the app remembers once the customer closes it. */
export const ServiceNoticeDto = Type.Object({
  id: Type.String(), title: Type.String(), body: Type.String(),
});
export type ServiceNoticeDto = Static<typeof ServiceNoticeDto>;

/** GET /api/content/notices: the notices showing now (public, no login). */
export const ServiceNoticeListDto = Type.Array(ServiceNoticeDto);
export type ServiceNoticeListDto = Static<typeof ServiceNoticeListDto>;

// How a content image is asked for as base64 (a pure rule the client's main bundle can import).
export { BASE64_IMAGE_ACCEPT, CONTENT_IMAGE_PATH } from './rules/contentImages';

/** A content image as base64, the answer to `Accept: BASE64_IMAGE_ACCEPT` (see rules/contentImages.ts). */
export const ContentImageDto = Type.Object({
  /** The image's own media type, e.g. image/svg+xml. */
  contentType: Type.String(),
  base64: Type.String(),
}, { $id: 'ContentImageDto' });
export type ContentImageDto = Static<typeof ContentImageDto>;
