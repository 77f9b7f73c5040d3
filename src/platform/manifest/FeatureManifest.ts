import type { ComponentType } from 'react';
import type { ContainerModule } from 'inversify';
import type { FeatureFlagName } from '../../kernel/domain/FeatureFlags';
import type { IconName } from '../../design-system/Icon';

/**
 * What an area tells the app about itself, in its `index.ts`. The app derives the route
 * table, the navigation, the hand-off and webview path lists, the page gates and titles from
 * the list of manifests in `src/app/features.ts`. A manifest holds no code of the area: the
 * area's module, adapters, stores and pages come through `load()`, one chunk.
 */
export interface FeatureManifest {
  /** The area's folder name under src/features. */
  readonly name: string;
  /** Areas whose modules must be in the container before this one loads (their stores are used). */
  readonly requires?: readonly FeatureManifest[];
  /** The area's chunk: `() => import('./<area>.chunk')`. Absent for an area loaded with the app. */
  readonly load?: () => Promise<FeatureChunk>;
  readonly routes?: readonly FeatureRoute[];
  readonly nav?: readonly FeatureNavItem[];
  /** Paths the server owns on a secure connection; `/*` covers what is below. */
  readonly handOffPaths?: readonly string[];
  /** Path prefixes this area renders inside the native app's webview. */
  readonly webviewPaths?: readonly string[];
}

/** One lazily loaded area: its bindings, kept apart from its real adapters so tests bind fakes. */
export interface FeatureChunk {
  /** Use-cases and stores against port tokens: the same in production and in tests. */
  readonly module: ContainerModule;
  /** The real adapters of this area's ports. Tests load fake adapter modules instead. */
  readonly adapters: ContainerModule;
  /** The area's pages, by the names its routes use. */
  readonly pages: Readonly<Record<string, ComponentType>>;
  /** Global pieces the app renders while this area is loaded (a dialog other areas open). */
  readonly widgets?: readonly ComponentType[];
}

export interface FeatureRoute {
  /** A wouter pattern: '/online/pay', '/online/payees/*?'. */
  readonly path: string;
  /** The key of the page in the chunk's `pages`. */
  readonly page: string;
  /** The page's title; the app adds the bank's suffix. */
  readonly title: string;
  readonly requiresLogin?: boolean;
  /** The page exists only while this flag is on (the page gate). */
  readonly flag?: FeatureFlagName;
  /** Search engines may index it (pages are noindex unless explicitly allowed). */
  readonly indexable?: boolean;
  /**
   * `false`: the page cannot run inside the native app's webview (it needs a full browser, or
   * a journey the app must run itself); there the app shows 'This page cannot be displayed
   * in a webview' with a Close button (the `close` command) instead. Say why beside the route.
   */
  readonly webview?: false;
}

/** An entry of the top navigation; `menu` puts it in the Payees or Settings dropdown. */
export interface FeatureNavItem {
  readonly label: string;
  readonly href: string;
  readonly icon?: IconName;
  readonly menu?: 'Payees' | 'Settings';
  /** Other paths on which this entry is the current one (Home: /online/dashboard, /dashboard/legacy). */
  readonly currentOn?: readonly string[];
}
