import { makeAutoObservable } from 'mobx';
import type { DebugSettings } from '../../kernel/domain/DebugSettings';
import type { DebugOptions } from '../../kernel/ports/DebugOptions';
import type { Notifier } from '../../kernel/ports/Notifier';
import type { NativeJourney } from '../../kernel/services/NativeJourney';
import type { SampleDocumentService } from '../core/ports/SampleDocumentService';

/** The debug panel's view model: the three switches, kept for the tab, a sample toast and a sample download. */
export class DebugStore {
  settings: DebugSettings;

  constructor(
    private readonly options: DebugOptions,
    private readonly notifier: Notifier,
    private readonly journey: NativeJourney,
    private readonly samples: SampleDocumentService,
  ) {
    this.settings = options.read();
    makeAutoObservable<this, 'options' | 'notifier' | 'journey' | 'samples'>(this, { options: false, notifier: false, journey: false, samples: false }, { autoBind: true });
  }

  set(name: keyof DebugSettings, on: boolean): void {
    this.settings = { ...this.settings, [name]: on };
    this.options.write(name, on);
  }

  /** Raises one toast of each kind a tester needs to see the notifications region. */
  showSampleToast(): void {
    this.notifier.notify('This is a sample notification.', 'info');
  }

  /** Downloads the sandbox's sample PDF the way a receipt or statement would go: through the bridge. */
  async downloadSampleDocument(): Promise<void> {
    try {
      await this.journey.download(await this.samples.fetch());
    } catch {
      this.notifier.notify('The sample document is not available here.', 'error');
    }
  }
}
