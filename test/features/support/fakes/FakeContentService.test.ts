import { describeContentServiceContract } from '../contracts/ContentService.contract';
import { FakeContentService } from './FakeContentService';

describeContentServiceContract('FakeContentService', async () => new FakeContentService());
