/** The platform numbers that more than one area, or the platform, relies on. */
export const PLATFORM_POLICY = {
  /** Query cache: data younger than this is served without a new call. */
  queryStaleTimeMs: 5 * 60_000,
  /** Webview: how long the native app has to answer a token request. */
  nativeTokenTimeoutMs: 5_000,
  /** Webview: how long the native app has to answer a download request. */
  nativeDownloadTimeoutMs: 60_000,
  /** Webview restore failure: the timeout command after 1 s, the close command 10 s after that. */
  webviewTimeoutCommandAfterMs: 1_000,
  webviewCloseCommandAfterMs: 10_000,
  /** ClientBrowserId cookie lifetime. */
  browserIdCookieDays: 210,
} as const;
