import type { Contact } from '../../src/kernel/domain/Contact';

/** How a test wants the fakes set up; every field optional. */
export interface TestOptions {
  /** The in-app path the FakeNavigator starts at. */
  path?: string;
  /** Whether the FakePageLoader reports HTTPS (hand-off paths then load from the server). */
  secure?: boolean;
  /** The FakeNativeBridge plays the native app (the webview root). */
  webview?: boolean;
  /** Seconds until the fake token service's sessions drop to low privilege. */
  lowprivIn?: number;
  /** Whether the device has passkeys (the FakePasskeyAuthenticator's `supported`); default no. */
  passkeys?: boolean;
  /** The contact details the FakeContactService holds. */
  contact?: Contact;
}
