import { AxiosServiceNoticeService } from '../../../src/app/adapters/AxiosServiceNoticeService';
import { describeServiceNoticeServiceContract } from '../contracts/ServiceNoticeService.contract';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { httpStack } from '../../support/httpSubjects';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeServiceNoticeServiceContract('AxiosServiceNoticeService on the sandbox', async () => {
  const { http } = httpStack(sandbox.url);
  return {
    service: new AxiosServiceNoticeService(http),
    publish: async (notice) => { await http.post('/dev/service-notices', { ...notice, hours: 2 }); },
    withdraw: async (id) => { await http.post('/dev/service-notices/withdraw', { id }); },
  };
});
