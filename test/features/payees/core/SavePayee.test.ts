import { SavePayee } from '../../../../src/features/payees/core/use-cases/SavePayee';
import { DeletePayee } from '../../../../src/features/payees/core/use-cases/DeletePayee';
import { LoadPayees } from '../../../../src/features/payees/core/use-cases/LoadPayees';
import { FakeSafeguard } from '../../escalation/fakes/FakeSafeguard';
import { FakePayeeService } from '../fakes/FakePayeeService';

const PLUMBER = { name: ' Aotearoa Plumbing ', accountNumber: '115678330671200', particulars: '', code: '', reference: 'INV 2231' };

describe('SavePayee', () => {
  it('checks the input with the bank’s rules before the bank is asked (no SMS for a typo)', async () => {
    const safeguard = new FakeSafeguard();
    const issue = jest.spyOn(safeguard, 'issue');
    const save = new SavePayee(new FakePayeeService(undefined, false, safeguard));
    await expect(save.execute({ input: { ...PLUMBER, accountNumber: '01-0902-0068388-00' } })).rejects.toMatchObject({ field: 'accountNumber', message: expect.stringContaining('valid NZ bank account number') });
    await expect(save.execute({ input: { ...PLUMBER, name: '' } })).rejects.toMatchObject({ field: 'name' });
    await expect(save.execute({ input: { ...PLUMBER, reference: 'Ngā mihi' } })).rejects.toMatchObject({ field: 'reference' });
    expect(issue).not.toHaveBeenCalled();
  });

  it('adds when escalated, trimmed, and edits an existing payee by id', async () => {
    const safeguard = new FakeSafeguard();
    const service = new FakePayeeService(undefined, false, safeguard);
    const save = new SavePayee(service);
    const { operationId, code } = safeguard.issue();
    safeguard.verify(operationId, code);
    const added = await save.execute({ input: PLUMBER }, operationId);
    expect(added).toMatchObject({ name: 'Aotearoa Plumbing', accountNumber: '11-5678-3306712-00' });
    const edited = await save.execute({ id: added.id, input: { ...PLUMBER, reference: 'INV 2232' } }, operationId);
    expect(edited).toMatchObject({ id: added.id, reference: 'INV 2232' });
    await new DeletePayee(service).execute(added.id);
    expect((await new LoadPayees(service).execute()).payees.map((p) => p.id)).not.toContain(added.id);
  });
});
