import { makeAutoObservable } from 'mobx';
import type { DebugSettings } from '../../kernel/domain/DebugSettings';
import type { DebugOptions } from '../../kernel/ports/DebugOptions';
import type { Notifier } from '../../kernel/ports/Notifier';

/** The debug panel's view model: the three switches, kept for the tab, and a sample toast. */
export class DebugStore {
  settings: DebugSettings;

  constructor(private readonly options: DebugOptions, private readonly notifier: Notifier) {
    this.settings = options.read();
    makeAutoObservable<this, 'options' | 'notifier'>(this, { options: false, notifier: false }, { autoBind: true });
  }

  set(name: keyof DebugSettings, on: boolean): void {
    this.settings = { ...this.settings, [name]: on };
    this.options.write(name, on);
  }

  /** Raises one toast of each kind a tester needs to see the notifications region. */
  showSampleToast(): void {
    this.notifier.notify('This is a sample notification.', 'info');
  }
}
