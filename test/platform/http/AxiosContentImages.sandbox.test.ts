import { AxiosContentImages } from '../../../src/platform/http/AxiosContentImages';
import { describeContentImagesContract } from '../../kernel/contracts/ContentImages.contract';
import { httpStack } from '../../support/httpSubjects';
import { startSandbox, type Sandbox } from '../../support/startSandbox';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); });
afterAll(async () => { await sandbox.close(); });

describeContentImagesContract('AxiosContentImages on the sandbox', async () => ({
  // Anonymous: the content API's pictures need no login (the Open & Apply page shows them to visitors).
  images: new AxiosContentImages(httpStack(sandbox.url).http),
  known: '/api/content/images/personal-loan.svg',
  unknown: '/api/content/images/nope.svg',
}));
