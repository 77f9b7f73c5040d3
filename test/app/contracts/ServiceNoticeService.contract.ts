import type { ServiceNotice, ServiceNoticeService } from '../../../src/app/core/ports/ServiceNoticeService';

export interface ServiceNoticeSubject {
  service: ServiceNoticeService;
  /** The operator publishes a notice (showing from now) or withdraws one. */
  publish(notice: ServiceNotice): Promise<void>;
  withdraw(id: string): Promise<void>;
}

export function describeServiceNoticeServiceContract(name: string, make: () => Promise<ServiceNoticeSubject>) {
  describe(`${name} honours the ServiceNoticeService contract`, () => {
    it('lists a published notice with its id, title and body, without a login, until it is withdrawn', async () => {
      const subject = await make();
      const notice = { id: 'contract-maintenance', title: 'Planned maintenance', body: 'Internet banking is unavailable on Sunday from 1am to 3am.' };
      await subject.publish(notice);
      expect(await subject.service.current()).toContainEqual(notice);
      await subject.withdraw(notice.id);
      expect((await subject.service.current()).map((n) => n.id)).not.toContain(notice.id);
    });
  });
}
