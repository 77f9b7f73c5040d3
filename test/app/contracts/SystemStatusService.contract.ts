import type { SystemStatusService } from '../../../src/app/core/ports/SystemStatusService';

export interface SystemStatusSubject {
  service: SystemStatusService;
  /** The operator marks a subsystem with a status text. */
  setStatus(subsystem: 'contentApi' | 'onlineApi', status: string): Promise<void>;
}

export function describeSystemStatusServiceContract(name: string, make: () => Promise<SystemStatusSubject>) {
  describe(`${name} honours the SystemStatusService contract`, () => {
    it('reports both subsystems normal by default, without a login', async () => {
      const { service } = await make();
      const status = await service.getStatus();
      expect(status.contentApi.toLowerCase()).toBe('normal');
      expect(status.onlineApi.toLowerCase()).toBe('normal');
    });

    it('reports the status the operator set, as given', async () => {
      const subject = await make();
      await subject.setStatus('onlineApi', 'Down');
      await expect(subject.service.getStatus()).resolves.toMatchObject({ onlineApi: 'Down' });
    });
  });
}
