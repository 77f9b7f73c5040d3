import { describeDirectDebitServiceContract } from '../contracts/DirectDebitService.contract';
import { FakeDirectDebitService } from './FakeDirectDebitService';

describeDirectDebitServiceContract('FakeDirectDebitService', async () => ({ debits: new FakeDirectDebitService(), other: new FakeDirectDebitService([]) }));
