import { AlertsStore } from '../../../src/app/stores/AlertsStore';
import { ServiceNoticesStore } from '../../../src/app/stores/ServiceNoticesStore';
import { FakeServiceNoticeService } from '../fakes/FakeServiceNoticeService';

/** Dismissed alert ids kept as local storage would keep them, across "visits". */
class MemoryDismissed { ids: string[] = []; list() { return [...this.ids]; } dismiss(id: string) { this.ids.push(id); } }

const NOTICE = { id: 'maintenance-1', title: 'Planned maintenance', body: 'Unavailable on Sunday from 1am to 3am.' };

describe('ServiceNoticesStore', () => {
  it('shows the current notices, and a closed one stays closed on the next visit', async () => {
    const service = new FakeServiceNoticeService();
    service.publish(NOTICE);
    const storage = new MemoryDismissed();
    const store = new ServiceNoticesStore(service, new AlertsStore(storage));
    await store.load();
    expect(store.shown).toEqual([NOTICE]);
    store.dismiss(NOTICE.id);
    expect(store.shown).toEqual([]);
    const nextVisit = new ServiceNoticesStore(service, new AlertsStore(storage));
    await nextVisit.load();
    expect(nextVisit.shown).toEqual([]);
  });

  it('reads the notices once a visit, and shows none when they cannot be read', async () => {
    const service = new FakeServiceNoticeService();
    service.failing = true;
    const store = new ServiceNoticesStore(service, new AlertsStore(new MemoryDismissed()));
    await store.load();
    expect(store.shown).toEqual([]);
    service.failing = false;
    service.publish(NOTICE);
    await store.load();
    await store.load();
    expect(store.shown).toEqual([NOTICE]);
    expect(service.calls).toBe(2);
  });
});
