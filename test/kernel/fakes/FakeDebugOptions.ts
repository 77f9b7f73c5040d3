import { DEFAULT_DEBUG_SETTINGS, type DebugSettings } from '../../../src/kernel/domain/DebugSettings';
import type { DebugOptions } from '../../../src/kernel/ports/DebugOptions';

/** Debug settings in memory; share `settings` between instances to simulate a reload. */
export class FakeDebugOptions implements DebugOptions {
  constructor(readonly settings: DebugSettings = { ...DEFAULT_DEBUG_SETTINGS }) {}

  read(): DebugSettings {
    return { ...this.settings };
  }

  write(name: keyof DebugSettings, on: boolean): void {
    this.settings[name] = on;
  }
}
