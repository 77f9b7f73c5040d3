import { randomUUID } from 'node:crypto';
import { describeDocumentUploadsContract } from '../contracts/DocumentUploads.contract';
import { FakeDocumentUploads } from './FakeDocumentUploads';

describeDocumentUploadsContract('FakeDocumentUploads', async () => ({ uploads: new FakeDocumentUploads(), applicationId: randomUUID() }));
