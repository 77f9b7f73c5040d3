import { createContext } from 'react';

/** What a loading control needs from the GlobalLoader: to say "I am loading" and later "done". */
export interface LoadingRegistry {
  /** Registers a loading control; returns the function that unregisters it. */
  register(options: { immediate: boolean }): () => void;
}

export const LoadingContext = createContext<LoadingRegistry | null>(null);

/** The exact words of the error a loading control outside a GlobalLoader throws. */
export const LOADING_CONTROL_WITHOUT_GLOBAL_LOADER = 'LoadingControl used without GlobalLoader';
