import type { FeatureManifest } from '../../platform/manifest/FeatureManifest';
import { botCheckFeature } from '../bot-check';

export { PASSWORD_RESET_TOKENS } from './tokens';

/**
 * Self-service password reset (server/password-reset): customer number and date of birth with
 * the bot check, then the texted code and a new password. The login page links here. Its URL
 * stays under /apply/, where the bank has always had it.
 */
export const passwordResetFeature: FeatureManifest = {
  name: 'password-reset',
  requires: [botCheckFeature],
  load: () => import(/* webpackChunkName: "password-reset" */ './password-reset.chunk').then((m) => m.chunk),
  routes: [
    // Not in the webview: a reset revokes every session, the native app's refresh token with
    // them, so the app runs that journey itself (architecture.md, "The webview").
    { path: '/apply/password-reset', page: 'PasswordResetPage', title: 'Reset your password', webview: false },
  ],
};
