import { RunSafeguarded, type ChallengePrompt } from '../../../../src/features/escalation/core/use-cases/RunSafeguarded';
import { CancelScheduledPayment } from '../../../../src/features/pay/core/use-cases/CancelScheduledPayment';
import { CancelHeldPayment } from '../../../../src/features/pay/core/use-cases/CancelHeldPayment';
import { LoadPayOptions } from '../../../../src/features/pay/core/use-cases/LoadPayOptions';
import { MakePayment } from '../../../../src/features/pay/core/use-cases/MakePayment';
import { PayStore } from '../../../../src/features/pay/stores/PayStore';
import { ApiError } from '../../../../src/kernel/domain/ApiError';
import { FakeClock } from '../../../kernel/fakes/FakeClock';
import { AROHA } from '../../../support/demoData';
import { testQueryCache } from '../../../support/testQueryCache';
import { FakeTokenService } from '../../session/fakes/FakeTokenService';
import { FakePaymentService } from '../fakes/FakePaymentService';
import { arohaPayAccounts, ONE_OFF, PAY_TODAY } from '../fakes/payFixtures';
import { nameCheck } from '../fakes/nameCheck';

function setup(answer: 'right' | 'cancel', explained: string[] = []) {
  const tokens = new FakeTokenService([AROHA]);
  const payments = new FakePaymentService(arohaPayAccounts(), PAY_TODAY);
  payments.safeguard = tokens.safeguard;
  const asked: number[] = [];
  const challenge: ChallengePrompt = {
    askForCode: async () => { asked.push(1); return answer === 'right' ? tokens.safeguard.codeFor(`op-${asked.length}`) : null; },
    explain: async (block) => { explained.push(block); },
    settled: () => undefined,
  };
  const cache = testQueryCache();
  const store = new PayStore({
    load: new LoadPayOptions(payments, cache), pay: new MakePayment(payments, cache), cancel: new CancelScheduledPayment(payments, cache), cancelHeld: new CancelHeldPayment(payments, cache),
    safeguarded: new RunSafeguarded(tokens), challenge, ...nameCheck(false).deps,
  }, new FakeClock(Date.UTC(2026, 10, 20, 20, 0)), () => crypto.randomUUID());
  return { store, payments, asked };
}

async function payNewAccount(store: PayStore, amount: string) {
  await store.load();
  store.form.set('payeeName', ONE_OFF.name);
  store.form.set('purpose', 'family-or-friends');
  store.form.set('accountNumber', ONE_OFF.accountNumber);
  store.form.set('amount', amount);
  await store.review();
  await store.confirm();
}

describe('PayStore and the safeguard', () => {
  it('asks for the SMS code before paying a new account over $1,000, then pays once', async () => {
    const { store, payments, asked } = setup('right');
    await payNewAccount(store, '1500');
    expect(asked).toHaveLength(1);
    expect(store.step).toBe('done');
    expect(payments.receipts).toHaveLength(1);
  });

  it('pays nothing when the customer cancels the code, and says so', async () => {
    const { store, payments } = setup('cancel');
    await payNewAccount(store, '1500');
    expect(store.step).toBe('review');
    expect(store.submitError).toBe('Your payment hasn’t been made.');
    expect(payments.receipts).toEqual([]);
  });

  it('asks nothing for $1,000 or less', async () => {
    const { store, asked } = setup('cancel');
    await payNewAccount(store, '1000');
    expect(asked).toEqual([]);
    expect(store.step).toBe('done');
  });

  it.each([[6001, 'contact-us'], [6005, 'specify-device'], [6006, 'no-mobile']] as const)(
    'explains safeguard %i in the dialog, pays nothing and says so', async (code, block) => {
      const explained: string[] = [];
      const { store, payments } = setup('right', explained);
      await store.load();
      store.form.set('payeeName', ONE_OFF.name);
      store.form.set('purpose', 'family-or-friends');
      store.form.set('accountNumber', ONE_OFF.accountNumber);
      store.form.set('amount', '1500');
      await store.review();
      payments.failNext = new ApiError(403, code, { NativeErrorCode: code, message: 'Refused.' });
      await store.confirm();
      expect(explained).toEqual([block]);
      expect(store.submitError).toBe('Your payment hasn’t been made.');
      expect(payments.receipts).toEqual([]);
    });
});
