import type { NotificationType } from '../../../src/kernel/domain/Notification';
import type { Notifier } from '../../../src/kernel/ports/Notifier';

export interface ShownToast { message: string; type: NotificationType; loading: boolean }

export interface NotifierSubject {
  notifier: Notifier;
  /** The toasts a customer would see now, oldest first; waits for the notifier to settle. */
  shown(): Promise<ShownToast[]>;
  cleanUp?(): void;
}

export function describeNotifierContract(name: string, make: () => NotifierSubject | Promise<NotifierSubject>) {
  describe(`${name} honours the Notifier contract`, () => {
    let subject: NotifierSubject;
    beforeEach(async () => { subject = await make(); });
    afterEach(() => subject.cleanUp?.());

    it("shows a toast of each type, 'default' when none is given", async () => {
      subject.notifier.notify('Saved');
      subject.notifier.notify('Payment sent', 'success');
      subject.notifier.notify('Check the amount', 'warning');
      expect(await subject.shown()).toEqual([
        { message: 'Saved', type: 'default', loading: false },
        { message: 'Payment sent', type: 'success', loading: false },
        { message: 'Check the amount', type: 'warning', loading: false },
      ]);
    });

    it('gives every toast its own id', () => {
      const a = subject.notifier.notify('one', 'info');
      const b = subject.notifier.notify('two', 'info');
      expect(a).not.toEqual(b);
    });

    it('turns a loading toast into an ordinary one by update', async () => {
      const id = subject.notifier.loading('Sending payment');
      expect(await subject.shown()).toEqual([{ message: 'Sending payment', type: 'default', loading: true }]);
      subject.notifier.update(id, 'Payment sent', 'success');
      expect(await subject.shown()).toEqual([{ message: 'Payment sent', type: 'success', loading: false }]);
    });

    it('removes a dismissed toast and ignores unknown ids', async () => {
      const id = subject.notifier.notify('Gone soon', 'error');
      subject.notifier.notify('Stays', 'info');
      subject.notifier.dismiss(id);
      subject.notifier.dismiss('no-such-toast');
      expect(await subject.shown()).toEqual([{ message: 'Stays', type: 'info', loading: false }]);
    });
  });
}
