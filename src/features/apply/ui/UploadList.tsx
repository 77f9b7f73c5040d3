import { observer } from 'mobx-react-lite';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { formatFileSize } from '../core/domain/Document';
import type { UploadStore } from '../stores/UploadStore';

/** Files on their way (each with its own progress bar, or why it was refused) and the files held. */
export const UploadList = observer(function UploadList({ store }: { store: UploadStore }) {
  return (
    <>
      {store.uploads.length > 0 ? (
        <ul className="upload__list" aria-label="Files being uploaded">
          {store.uploads.map((upload) => (upload.problem ? (
            <li key={upload.key}>
              <Alert tone="error" title={`${upload.name} was not uploaded`} onDismiss={() => store.dismiss(upload.key)}>{upload.problem}</Alert>
            </li>
          ) : (
            <li key={upload.key} className="upload__item">
              <span className="upload__name">{upload.name}</span>
              <progress className="upload__progress" max={1} value={upload.sent} aria-label={`Uploading ${upload.name}`} />
              <span className="upload__percent" aria-hidden="true">{Math.round(upload.sent * 100)}%</span>
            </li>
          )))}
        </ul>
      ) : null}
      <h2 className="upload__subtitle">Your files</h2>
      {store.documents.length === 0 ? <p className="upload__empty">No files yet.</p> : (
        <ul className="upload__list" aria-label="Your files">
          {store.documents.map((doc) => (
            <li key={doc.id} className="upload__item">
              <span className="upload__name">{doc.name}</span>
              <span className="upload__size">{formatFileSize(doc.sizeBytes)}</span>
              <Button variant="link" size="small" onClick={() => { void store.remove(doc.id); }} aria-label={`Remove ${doc.name}`}>Remove</Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
});
