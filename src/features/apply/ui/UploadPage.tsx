import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useSearch } from 'wouter';
import { APPLICATION_PRODUCTS } from '../../../../contract/apply.codes';
import { useService } from '../../../platform/ui/ServiceProvider';
import { useMediaQuery } from '../../../platform/ui/useMediaQuery';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { FocusTarget } from '../../../design-system/FocusTarget';
import { Loader } from '../../../design-system/Loader';
import { Tile } from '../../../design-system/Tile';
import { Wrapper } from '../../../design-system/Wrapper';
import { formatFileSize } from '../core/domain/Document';
import type { ChosenFile } from '../stores/UploadStore';
import { APPLY_TOKENS } from '../tokens';
import { UploadChosen } from './UploadChosen';
import { UploadList } from './UploadList';
import './UploadPage.css';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';
const chosen = (files: FileList | null): ChosenFile[] =>
  [...(files ?? [])].map((file) => ({ name: file.name, size: file.size, read: async () => new Uint8Array(await file.arrayBuffer()) }));

/**
 * Where files can be dragged in: a mouse or trackpad, on a screen wide enough to have another
 * window beside the browser. On a phone or a narrow window the page offers only the button.
 */
const CAN_DRAG = '(hover: hover) and (pointer: fine) and (min-width: 40rem)';

/**
 * /apply/upload?for=<product>[&application=<id>]: documents for an application. Files are
 * chosen (the file picker, or dropped where dragging is possible), listed, then sent with Send.
 */
export const UploadPage = observer(function UploadPage() {
  const store = useService(APPLY_TOKENS.UploadStore);
  const params = new URLSearchParams(useSearch());
  const wanted = params.get('for') ?? 'personal-loan';
  const product = (APPLICATION_PRODUCTS as readonly string[]).includes(wanted) ? (wanted as (typeof APPLICATION_PRODUCTS)[number]) : 'personal-loan';
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const canDrag = useMediaQuery(CAN_DRAG);
  const applicationId = params.get('application');
  useEffect(() => { void store.open(product, applicationId); }, [store, product, applicationId]);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    store.choose(chosen(event.dataTransfer.files));
  };
  return (
    <Wrapper narrow>
      <Tile className="upload">
        <h1>Upload documents</h1>
        {store.purpose ? <p className="upload__for">For {store.purpose}.</p> : null}
        {store.closed ? null : <p>Payslips, bank statements or ID: PDF, JPEG, PNG or HEIC, up to 10 MB each and 10 files.</p>}
        {store.status === 'loading' ? <Loader label="Loading your documents..." /> : null}
        {store.status === 'failed' ? <Alert tone="error" title="We couldn't open your application">Please refresh the page to try again.</Alert> : null}
        {store.status === 'ready' && store.closed ? <Alert tone="info" title="This application takes no more documents">{store.closed}</Alert> : null}
        {store.status === 'ready' && !store.closed ? (
          <>
            {/* Dropping works anywhere on the zone; only where dragging is likely is it drawn and named. */}
            <div className={`upload__zone${canDrag ? ' upload__zone--drop' : ''}${over ? ' upload__zone--over' : ''}`}
              onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}>
              {canDrag ? <p className="upload__zone-text">Drag files here, or</p> : null}
              <Button variant="primary-outline" onClick={() => input.current?.click()}>Choose files</Button>
              <input ref={input} className="visually-hidden" type="file" multiple accept={ACCEPT} aria-label="Choose files to upload" tabIndex={-1}
                onChange={(e) => { store.choose(chosen(e.target.files)); e.target.value = ''; }} />
            </div>
            <FocusTarget focusKey={store.sent}>
              {store.sent ? <Alert tone="success" title="Documents sent">{store.sent}</Alert> : null}
            </FocusTarget>
            <UploadChosen store={store} />
            <UploadList store={store} />
            {store.problem ? <Alert tone="error">{store.problem}</Alert> : null}
            <p className="upload__held">{store.documents.length} of 10 files · {formatFileSize(store.documents.reduce((n, d) => n + d.sizeBytes, 0))}</p>
          </>
        ) : null}
      </Tile>
    </Wrapper>
  );
});
