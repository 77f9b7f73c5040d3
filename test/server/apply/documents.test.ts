import { startSandbox, type Sandbox } from '../../support/startSandbox';
import { PLAIN_PDF, pngBytes } from '../../support/uploadFiles';

let sandbox: Sandbox;
beforeAll(async () => { sandbox = await startSandbox(); }, 180_000);
afterAll(async () => { await sandbox.close(); });

const BASIC = `Basic ${Buffer.from('documents-test-browser:').toString('base64')}`;
const PDF = PLAIN_PDF;
const PNG = pngBytes();
// A Windows program's first bytes ('MZ', the DOS header), renamed to look like a payslip.
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

async function login(customerNumber: string): Promise<string> {
  const response = await sandbox.app.inject({
    method: 'POST', url: '/token', payload: `grant_type=password&username=${customerNumber}&password=Kowhai-2026!`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: BASIC },
  });
  return `Bearer ${response.json().access_token}`;
}

const draft = async (authorization: string, product = 'personal-loan') =>
  (await sandbox.app.inject({ method: 'POST', url: `/api/applications/${product}`, headers: { authorization } })).json().id as string;
const upload = (authorization: string, id: string, name: string, bytes: Buffer) => sandbox.app.inject({
  method: 'POST', url: `/api/applications/${id}/documents?name=${encodeURIComponent(name)}`,
  headers: { authorization, 'content-type': 'application/octet-stream' }, payload: bytes,
});
const list = async (authorization: string, id: string) =>
  (await sandbox.app.inject({ url: `/api/applications/${id}/documents`, headers: { authorization } })).json();

describe('documents of an application', () => {
  it('keeps a PDF and a PNG, judged by their bytes, listed against the application; one can be removed', async () => {
    const aroha = await login('1000001');
    const id = await draft(aroha);
    const pdf = await upload(aroha, id, 'payslip.pdf', PDF);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toMatchObject({ name: 'payslip.pdf', mediaType: 'application/pdf', sizeBytes: PDF.length });
    expect((await upload(aroha, id, 'licence', PNG)).json().mediaType).toBe('image/png');
    expect((await list(aroha, id)).map((d: { name: string }) => d.name)).toEqual(['payslip.pdf', 'licence']);
    const removed = await sandbox.app.inject({ method: 'DELETE', url: `/api/applications/${id}/documents/${pdf.json().id}`, headers: { authorization: aroha } });
    expect(removed.statusCode).toBe(204);
    expect((await list(aroha, id)).map((d: { name: string }) => d.name)).toEqual(['licence']);
  });

  it('takes documents for a referred application (the decision asks for them), and none for a decided one', async () => {
    const aroha = await login('1000001');
    const id = await draft(aroha, 'credit-card');
    await sandbox.db.query("UPDATE applications SET status = 'referred' WHERE id = $1", [id]);
    expect((await upload(aroha, id, 'payslip.pdf', PDF)).statusCode).toBe(200);
    expect((await list(aroha, id)).map((d: { name: string }) => d.name)).toEqual(['payslip.pdf']);
    await sandbox.db.query("UPDATE applications SET status = 'declined' WHERE id = $1", [id]);
    const late = await upload(aroha, id, 'late.pdf', PDF);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ NativeErrorCode: 10422 });
    await sandbox.db.query("UPDATE applications SET status = 'approved' WHERE id = $1", [id]);
    expect((await upload(aroha, id, 'later.pdf', PDF)).json()).toMatchObject({ NativeErrorCode: 10425 });
    await sandbox.db.query("UPDATE applications SET status = 'cancelled' WHERE id = $1", [id]);
    expect((await upload(aroha, id, 'withdrawn.pdf', PDF)).json()).toMatchObject({ NativeErrorCode: 10421 });
  });

  it('refuses an executable named .pdf (415) with a clear message', async () => {
    const aroha = await login('1000001');
    const response = await upload(aroha, await draft(aroha, 'credit-card'), 'payslip.pdf', EXE);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('"payslip.pdf" isn\'t a PDF, JPEG, PNG or HEIC file, so we can\'t accept it. Choose another file.');
  });

  it('refuses an 11 MB file and an eleventh file with a 4xx', async () => {
    const tama = await login('1000006');
    const id = await draft(tama);
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    expect((await upload(tama, id, 'big.pdf', big)).statusCode).toBe(413);
    for (let n = 1; n <= 10; n += 1) expect((await upload(tama, id, `page-${n}.pdf`, PDF)).statusCode).toBe(200);
    const eleventh = await upload(tama, id, 'page-11.pdf', PDF);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe('You can upload up to 10 files. Remove one to add another.');
  });

  it("answers 404 for another customer's application on every document route", async () => {
    const id = await draft(await login('1000001'), 'kiwisaver');
    const mere = await login('1000003');
    expect((await upload(mere, id, 'x.pdf', PDF)).statusCode).toBe(404);
    expect((await sandbox.app.inject({ url: `/api/applications/${id}/documents`, headers: { authorization: mere } })).statusCode).toBe(404);
    const deleted = await sandbox.app.inject({ method: 'DELETE', url: `/api/applications/${id}/documents/00000000-0000-4000-8000-000000000000`, headers: { authorization: mere } });
    expect(deleted.statusCode).toBe(404);
  });
});
