import type { ComponentType } from 'react';
import type { Container, ContainerModule } from 'inversify';
import { importWithRetry } from '../ui/loading/lazyWithRetry';
import type { FeatureChunk, FeatureManifest } from './FeatureManifest';

/** Which adapters an area's ports get: the chunk's real ones in the app, fakes in tests. */
export type AdapterChoice = (manifest: FeatureManifest, chunk: FeatureChunk) => ContainerModule;

export const realAdapters: AdapterChoice = (_manifest, chunk) => chunk.adapters;

/**
 * The one way an area arrives: its chunk is imported (with the spec's chunk retries) beside
 * the areas it requires; those are bound first, then its module and adapters, once.
 * Pages call this through their route, so an area's code loads with its first route.
 */
export class FeatureLoader {
  private readonly loading = new Map<string, Promise<FeatureChunk>>();
  private readonly listeners = new Set<() => void>();
  private loadedWidgets: readonly ComponentType[] = [];

  constructor(private readonly container: Container, private readonly adaptersFor: AdapterChoice = realAdapters) {}

  load(manifest: FeatureManifest): Promise<FeatureChunk> {
    let pending = this.loading.get(manifest.name);
    if (!pending) {
      pending = this.loadOnce(manifest);
      this.loading.set(manifest.name, pending);
      // A chunk that failed after its retries may be tried again later (the reload page's button).
      pending.catch(() => this.loading.delete(manifest.name));
    }
    return pending;
  }

  /** An area whose chunk the root imported statically (the session): bound now, never fetched. */
  preload(manifest: FeatureManifest, chunk: FeatureChunk): void {
    if (this.loading.has(manifest.name)) return;
    this.bind(manifest, chunk);
    this.loading.set(manifest.name, Promise.resolve(chunk));
  }

  /** The widgets of every loaded area (a stable array between loads, for useSyncExternalStore). */
  readonly widgets = (): readonly ComponentType[] => this.loadedWidgets;

  /** Calls `listener` whenever an area finishes loading; returns the function that stops it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  };

  isLoaded(manifest: FeatureManifest): boolean {
    return this.loading.has(manifest.name);
  }

  private async loadOnce(manifest: FeatureManifest): Promise<FeatureChunk> {
    if (!manifest.load) throw new Error(`The ${manifest.name} area has no chunk to load`);
    // The area's chunk is fetched while the areas it requires arrive (one round trip, not one
    // per level); it is bound only after them, so their modules are in the container first.
    const fetching = importWithRetry(manifest.load);
    fetching.catch(() => undefined);
    await Promise.all((manifest.requires ?? []).map((required) => this.load(required)));
    const chunk = await fetching;
    this.bind(manifest, chunk);
    return chunk;
  }

  private bind(manifest: FeatureManifest, chunk: FeatureChunk): void {
    this.container.load(chunk.module, this.adaptersFor(manifest, chunk));
    if (chunk.widgets?.length) {
      this.loadedWidgets = [...this.loadedWidgets, ...chunk.widgets];
      for (const listener of [...this.listeners]) listener();
    }
  }
}
