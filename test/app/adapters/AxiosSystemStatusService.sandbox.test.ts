import { AxiosSystemStatusService } from '../../../src/app/adapters/AxiosSystemStatusService';
import { describeSystemStatusServiceContract } from '../contracts/SystemStatusService.contract';
import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { httpStack } from '../../support/httpSubjects';

// One sandbox per file (a fresh database costs seconds on 2 cores).
let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeSystemStatusServiceContract('AxiosSystemStatusService on the sandbox', async () => {
  const { http } = httpStack(sandbox.url);
  await http.post('/dev/system-status', { subsystem: 'contentApi', status: 'Normal' });
  await http.post('/dev/system-status', { subsystem: 'onlineApi', status: 'Normal' });
  return {
    service: new AxiosSystemStatusService(http),
    setStatus: async (subsystem, status) => { await http.post('/dev/system-status', { subsystem, status }); },
  };
});
