import type { DebugSettings } from '../domain/DebugSettings';

/** The debug panel's settings, kept for this browser tab only (session storage in the browser). */
export interface DebugOptions {
  /** The current settings; every switch is off until set. */
  read(): DebugSettings;
  /** Sets one switch; the others keep their values. */
  write(name: keyof DebugSettings, on: boolean): void;
}
