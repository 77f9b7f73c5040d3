import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { MESSAGE_LIMITS } from '../../../../contract/rules/MessageRules';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { ErrorSummary } from '../../../design-system/ErrorSummary';
import { FormField } from '../../../design-system/FormField';
import { MESSAGE_TOPICS } from '../core/domain/Conversation';
import type { DraftStore } from '../stores/DraftStore';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';

/** The chosen file's name and bytes (FileReader: older browsers and webviews lack Blob.arrayBuffer). */
function chosen(event: ChangeEvent<HTMLInputElement>): Promise<{ name: string; bytes: Uint8Array } | null> {
  const file = event.target.files?.[0];
  if (!file) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ name: file.name, bytes: new Uint8Array(reader.result as ArrayBuffer) });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

export interface DraftFormProps {
  draft: DraftStore;
  /** A new message asks for its topic; a reply keeps its conversation's. */
  withTopic: boolean;
  label: string;
  submitLabel: string;
  /** Shown under the form's heading, before the error summary. */
  intro?: ReactNode;
  headingId: string;
}

/**
 * The house's form pattern for writing a message: the error summary first after a failed send,
 * each field labelled, aria-invalid with its message, and nothing typed or chosen cleared on an
 * error. The file goes through the bank's checks when sent; the form only says what it can tell.
 */
export const DraftForm = observer(function DraftForm({ draft, withTopic, label, submitLabel, intro, headingId }: DraftFormProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  // A sent message (or a removed file) empties the draft: the browser's file box follows it.
  useEffect(() => { if (!draft.file && fileInput.current) fileInput.current.value = ''; }, [draft.file]);
  const { errors } = draft;
  const submit = (event: FormEvent) => { event.preventDefault(); void draft.submit(); };
  const remaining = MESSAGE_LIMITS.maxChars - [...draft.body].length;
  return (
    <form className="draft" onSubmit={submit} noValidate aria-labelledby={headingId}>
      {intro}
      <ErrorSummary errors={draft.summary} focusKey={draft.failedAttempts} />
      {draft.sendError ? <Alert tone="error">{draft.sendError}</Alert> : null}
      {withTopic ? (
        <FormField name="topic" label="What is your message about?" error={Boolean(errors.topic)} errorMessage={errors.topic}>
          {(control) => (
            <select {...control} className="ds-input" value={draft.topic} onChange={(e) => draft.setTopic(e.target.value)}>
              <option value="">Select a topic</option>
              {MESSAGE_TOPICS.map((topic) => <option key={topic} value={topic}>{topic}</option>)}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField name="body" label={label} error={Boolean(errors.body)} errorMessage={errors.body}
        hint={<>Don&apos;t include your password or a full card number. <span aria-live="polite">{remaining >= 0 ? `You have ${remaining.toLocaleString('en-NZ')} characters remaining` : `You have ${(-remaining).toLocaleString('en-NZ')} characters too many`}</span></>}>
        {(control) => <textarea {...control} className="ds-input draft__text" rows={7} value={draft.body} onChange={(e) => draft.setBody(e.target.value)} />}
      </FormField>
      <FormField name="file" label="Attach a file" optional error={Boolean(errors.file)} errorMessage={errors.file}
        hint="A PDF, JPEG, PNG or HEIC file, up to 10 MB">
        {(control) => (
          <div className="draft__file">
            <input {...control} ref={fileInput} type="file" accept={ACCEPT} className="draft__file-input"
              onChange={(e) => { void chosen(e).then(draft.choose, () => draft.choose(null)); }} />
            {draft.file ? (
              <p className="draft__chosen">
                <span>Attached: {draft.file.name}</span>{' '}
                <Button variant="link" size="small" onClick={() => draft.choose(null)}
                  aria-label={`Remove ${draft.file.name}`}>Remove</Button>
              </p>
            ) : null}
          </div>
        )}
      </FormField>
      <Button type="submit" variant="primary" size="large" busy={draft.sending}>{submitLabel}</Button>
    </form>
  );
});
