import { describeNotifierContract } from '../contracts/Notifier.contract';
import { FakeNotifier } from './FakeNotifier';

describeNotifierContract('FakeNotifier', () => {
  const notifier = new FakeNotifier();
  return { notifier, shown: async () => notifier.toasts.map(({ message, type, loading }) => ({ message, type, loading })) };
});
