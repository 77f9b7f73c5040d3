import { AxiosCardService } from '../../../../src/features/cards/adapters/AxiosCardService';
import { describeCardServiceContract } from '../contracts/CardService.contract';
import { sandboxPerFile } from '../../../support/sandboxPerFile';
import { httpStack, oneTimeCode } from '../../../support/httpSubjects';
import { onFirstCall } from '../../../support/onFirstCall';

// One sandbox for the file: the contract freezes and replaces cards, so every test gets
// customers of its own shaped as Aroha (1000001) and Jack (1000004).
const file = sandboxPerFile();

describeCardServiceContract('AxiosCardService on the sandbox', async () => {
  const arohaCustomer = await file.customer('1000001');
  const aroha = httpStack(file.url);
  await aroha.tokenService.passwordGrant(arohaCustomer);
  return {
    aroha: new AxiosCardService(aroha.http),
    // Only the test that is refused Aroha's card calls Jack: he is cloned then.
    jack: onFirstCall(async () => {
      const jack = httpStack(file.url);
      await jack.tokenService.passwordGrant(await file.customer('1000004'));
      return new AxiosCardService(jack.http);
    }),
    anonymous: new AxiosCardService(httpStack(file.url).http),
    printedOnNewCard: async () => {
      const { rows } = await file.sandbox.db.query<{ last4: string; expires: string }>(
        'SELECT last4, expires FROM cards WHERE id = $1', [`card-${arohaCustomer.customerNumber}-5-new`]);
      return rows[0]!;
    },
    escalate: async (operationId: string) => {
      await aroha.tokenService.escalate({ challengeResponse: await oneTimeCode(aroha.http, operationId), operationId });
    },
  };
});
