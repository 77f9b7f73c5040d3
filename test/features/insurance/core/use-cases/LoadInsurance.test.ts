import { LoadInsurance } from '../../../../../src/features/insurance/core/use-cases/LoadInsurance';
import { FakeClock } from '../../../../kernel/fakes/FakeClock';
import { FakeInsuranceService, PRODUCTS } from '../../fakes/FakeInsuranceService';

// 21 Nov 2026, 10 pm Auckland time (09:00 UTC).
const clock = () => new FakeClock(Date.UTC(2026, 10, 21, 9, 0, 0));

describe('LoadInsurance', () => {
  it("shows a holder's policies", async () => {
    const overview = await new LoadInsurance(new FakeInsuranceService(), clock()).execute();
    expect(overview).toMatchObject({ kind: 'policies', policies: [{ id: 'LIFE-1000001-1' }] });
  });

  it('invites an adult without insurance to apply, with the products', async () => {
    expect(await new LoadInsurance(new FakeInsuranceService('2003-05-09', []), clock()).execute()).toEqual({ kind: 'none', products: PRODUCTS });
  });

  it('tells a 17-year-old they are too young', async () => {
    expect(await new LoadInsurance(new FakeInsuranceService('2009-09-30', []), clock()).execute()).toEqual({ kind: 'too-young' });
  });

  it('judges the 18th birthday on the Auckland date, not the UTC one', async () => {
    // 21 Nov 2026 in Auckland while UTC still reads 20 Nov: born 21 Nov 2008, 18 today.
    const lateEvening = new FakeClock(Date.UTC(2026, 10, 20, 12, 0, 0));
    expect((await new LoadInsurance(new FakeInsuranceService('2008-11-21', []), lateEvening).execute()).kind).toBe('none');
    expect((await new LoadInsurance(new FakeInsuranceService('2008-11-22', []), lateEvening).execute()).kind).toBe('too-young');
  });
});
