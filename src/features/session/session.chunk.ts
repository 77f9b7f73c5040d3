import type { FeatureChunk } from '../../platform/manifest/FeatureManifest';
import { sessionAdapters } from './session.adapters';
import { sessionModule } from './session.module';
import { LoginPage } from './ui/LoginPage';

/**
 * The session area. Unlike every other area, the composition roots import this chunk
 * statically: every page needs the session (the header, the page gate, start-up restore),
 * and the login page must not wait for a second script.
 */
export const sessionChunk: FeatureChunk = { module: sessionModule, adapters: sessionAdapters, pages: { LoginPage } };
