import type { DocumentUploads } from '../../../../src/features/apply/core/ports/DocumentUploads';
import { EXE_BYTES, JPEG_BYTES, PDF_BYTES } from './documentBytes';

export interface DocumentSubject { uploads: DocumentUploads; applicationId: string }

/** What every DocumentUploads honours: the fake and the real adapter on the sandbox. */
export function describeDocumentUploadsContract(name: string, make: () => Promise<DocumentSubject>) {
  describe(`${name} honours the DocumentUploads contract`, () => {
    it('keeps a PDF and a JPEG, judged by their bytes, lists them in order and removes one', async () => {
      const { uploads, applicationId } = await make();
      const sent: number[] = [];
      const pdf = await uploads.upload(applicationId, { name: 'payslip.pdf', bytes: PDF_BYTES }, (s) => sent.push(s));
      expect(pdf).toMatchObject({ name: 'payslip.pdf', mediaType: 'application/pdf', sizeBytes: PDF_BYTES.length });
      expect(sent.at(-1)).toBe(1);
      await uploads.upload(applicationId, { name: 'licence photo', bytes: JPEG_BYTES }, () => undefined);
      expect((await uploads.list(applicationId)).map((d) => d.mediaType)).toEqual(['application/pdf', 'image/jpeg']);
      await uploads.remove(applicationId, pdf.id);
      expect((await uploads.list(applicationId)).map((d) => d.name)).toEqual(['licence photo']);
    });

    it('refuses a program named .pdf with 415 and says why', async () => {
      const { uploads, applicationId } = await make();
      await expect(uploads.upload(applicationId, { name: 'payslip.pdf', bytes: EXE_BYTES }, () => undefined)).rejects.toMatchObject({
        status: 415, response: { message: '"payslip.pdf" isn\'t a PDF, JPEG, PNG or HEIC file, so we can\'t accept it. Choose another file.' },
      });
    });
  });
}
