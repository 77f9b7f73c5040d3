import { DEBUG_SETTING_NAMES, DEFAULT_DEBUG_SETTINGS, type DebugSettings, type HostKind } from '../../kernel/domain/DebugSettings';
import type { DebugOptions } from '../../kernel/ports/DebugOptions';

/**
 * The debug switches in session storage, one key per switch named as the setting
 * ('preventPersonalLoanRedirection', 'stopPrompts', 'bypassRecaptcha') holding 'true' when on,
 * so a tester can also set them from the browser console. They end with the tab.
 *
 * Only on a local or test/UAT host: there the panel exists. On any other host (production) the
 * switches read as off whatever the storage holds, so a value planted in a customer's tab (by a
 * "helpful" script pasted into the console) cannot skip a redirect or the bot check.
 */
export class SessionStorageDebugOptions implements DebugOptions {
  constructor(private readonly storage: Storage, private readonly host: HostKind = 'local') {}

  read(): DebugSettings {
    if (this.host === 'none') return { ...DEFAULT_DEBUG_SETTINGS };
    const read = (name: keyof DebugSettings) => {
      try { return this.storage.getItem(name) === 'true'; } catch { return false; }
    };
    return Object.fromEntries(DEBUG_SETTING_NAMES.map((name) => [name, read(name)])) as unknown as DebugSettings;
  }

  write(name: keyof DebugSettings, on: boolean): void {
    try {
      if (on) this.storage.setItem(name, 'true');
      else this.storage.removeItem(name);
    } catch {
      // Storage blocked: the switch simply does not stick, which is harmless for a debug aid.
    }
  }
}
