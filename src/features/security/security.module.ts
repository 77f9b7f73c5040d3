import { ContainerModule } from 'inversify';
import { importWithRetry } from '../../platform/ui/loading/lazyWithRetry';
import type { SecurityFeature } from './security.feature';
import { TOKENS } from '../../platform/tokens';

/** Loads the security feature once, with the route chunks' retries. */
export type SecurityFeatureLoader = () => Promise<SecurityFeature>;

/**
 * Security settings and the safeguard challenge, as a lazily loaded feature: its code (the
 * change-password store and form rules, the challenge, the security adapter) arrives with the
 * Security page's chunk, so the login form does not wait for it.
 */
export const securityModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.SecurityFeature).toDynamicValue((ctx): SecurityFeatureLoader => {
    const deps = { http: ctx.get(TOKENS.HttpClient), tokens: ctx.get(TOKENS.TokenService), errors: ctx.get(TOKENS.HandleApiError) };
    let loading: Promise<SecurityFeature> | null = null;
    return () => {
      loading ??= importWithRetry(() => import(/* webpackChunkName: "settings" */ './security.feature'))
        .then((module) => module.createSecurityFeature(deps))
        .catch((error: unknown) => { loading = null; throw error; });
      return loading;
    };
  }).inSingletonScope();
});
