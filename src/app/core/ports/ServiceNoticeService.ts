/** A service notice of the bank (a planned outage…), by an id the customer can close it by for good. */
export interface ServiceNotice { readonly id: string; readonly title: string; readonly body: string }

/** The bank's service notices showing now (content API, no login needed). */
export interface ServiceNoticeService {
  /** @throws ApiError when they cannot be read. */
  current(): Promise<ServiceNotice[]>;
}
