import { describeStatementServiceContract } from '../contracts/StatementService.contract';
import { FakeStatementService } from './FakeStatementService';

describeStatementServiceContract('FakeStatementService', async () => {
  const anonymous = new FakeStatementService();
  anonymous.loggedIn = false;
  return { aroha: new FakeStatementService(), jack: new FakeStatementService({ delivery: 'digital', preference: 'digital', canChoose: true, statements: [] }), anonymous };
});
