import { observer } from 'mobx-react-lite';
import { Button } from '../../../design-system/Button';
import { formatFileSize } from '../core/domain/Document';
import type { UploadStore } from '../stores/UploadStore';

/** The files chosen and not sent yet, each removable, and Send. Nothing goes to the bank before Send. */
export const UploadChosen = observer(function UploadChosen({ store }: { store: UploadStore }) {
  if (store.pending.length === 0) return null;
  const count = store.pending.length;
  return (
    <section className="upload__chosen" aria-labelledby="upload-chosen-heading">
      <h2 id="upload-chosen-heading" className="upload__subtitle">Ready to send</h2>
      <p className="upload__note">{count === 1 ? '1 file' : `${count} files`} for {store.purpose ?? 'your application'}. Check them, then send.</p>
      <ul className="upload__list" aria-label="Files to send">
        {store.pending.map(({ key, file }) => (
          <li key={key} className="upload__item">
            <span className="upload__name">{file.name}</span>
            <span className="upload__size">{formatFileSize(file.size)}</span>
            <Button variant="link" size="small" onClick={() => store.unchoose(key)} aria-label={`Remove ${file.name} from the list`}>Remove</Button>
          </li>
        ))}
      </ul>
      <div className="upload__send">
        <Button variant="primary" busy={store.sending} onClick={() => { void store.send(); }}>Send</Button>
      </div>
    </section>
  );
});
