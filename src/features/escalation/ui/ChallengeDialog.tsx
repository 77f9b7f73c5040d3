import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { CHALLENGE_CODE_LENGTH, type ChallengeState, type ChallengeStore } from '../stores/ChallengeStore';
import { Alert } from '../../../design-system/Alert';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import { SAFEGUARD_EXPLANATIONS } from './challengeTexts';
import { useLingering } from '../../../platform/ui/useLingering';

const FORM_ID = 'challenge-code-form';

/** Where the code went: the mobile by text, or (a factor change with no mobile) the email address on file. */
function sentWhere(state: ChallengeState | null): string {
  if (state?.kind === 'code' && state.sentBy === 'email') {
    return `We've sent a ${CHALLENGE_CODE_LENGTH}-digit security code to your email address${state.sentTo ? ` ${state.sentTo}` : ''}.`;
  }
  return `We've sent a ${CHALLENGE_CODE_LENGTH}-digit security code by text message to your mobile phone.`;
}

/**
 * The reusable safeguard dialog (spec section 8): the SMS code for 6002 (or the emailed code,
 * `sentBy` 'email', for a factor change by a customer with no mobile); an explanation for
 * 6001 (contact us), 6005 (which device) and 6006 (no mobile). Where the bank offers it and
 * the device has passkeys, "Use a passkey instead" (or, with no code sent, "Use a passkey"). A page with a safeguarded
 * operation renders it beside the form, with the ChallengeStore its use-case asks.
 */
export const ChallengeDialog = observer(function ChallengeDialog({ store }: { store: ChallengeStore }) {
  const state = useLingering<ChallengeState>(store.state);
  if (state?.kind === 'explain') {
    const text = SAFEGUARD_EXPLANATIONS[state.block];
    return (
      <Dialog open={store.state !== null} title={text.title} tone="info" onDismiss={store.dismiss}
        actions={<Button variant="primary" onClick={store.dismiss}>OK</Button>}>
        <p>{state.message ?? text.body}</p>
        {state.block === 'no-mobile' ? <p><Link href="/settings/details" onClick={store.dismiss}>Update your contact details</Link></p> : null}
      </Dialog>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store.submit();
  };
  const error = store.codeError ?? state?.error ?? null;
  const passkey = state?.kind === 'code' && state.passkey === true;
  if (state?.kind === 'code' && state.codeSent === false) {
    // No code was sent (no mobile that can take one yet): the passkey is the one way to approve.
    return (
      <Dialog open={store.state !== null} title="Confirm it's you" tone="info" onDismiss={store.cancel}
        actions={(
          <>
            <Button variant="secondary" onClick={store.cancel} disabled={store.checking}>Cancel</Button>
            <Button variant="primary" onClick={store.usePasskey} busy={store.checking}>Use a passkey</Button>
          </>
        )}>
        <p>Approve this with your passkey to continue.</p>
        {state.error ? <Alert tone="error">{state.error}</Alert> : null}
      </Dialog>
    );
  }
  return (
    <Dialog
      open={store.state !== null}
      title="Confirm it's you"
      tone="info"
      onDismiss={store.cancel}
      actions={(
        <>
          <Button variant="secondary" onClick={store.cancel} disabled={store.checking}>Cancel</Button>
          <Button variant="primary" type="submit" form={FORM_ID} busy={store.checking}>Confirm</Button>
        </>
      )}
    >
      <p>{sentWhere(state)}</p>
      {state?.error && !store.codeError ? <Alert tone="error">{state.error}</Alert> : null}
      <form id={FORM_ID} noValidate onSubmit={submit}>
        <FormField label="Security code" error={Boolean(store.codeError)} errorMessage={store.codeError}>
          {(control) => (
            <TextInput
              {...control}
              name="securityCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CHALLENGE_CODE_LENGTH}
              value={store.code}
              onChange={(event) => store.setCode(event.target.value)}
              aria-invalid={Boolean(error) || undefined}
            />
          )}
        </FormField>
      </form>
      {passkey ? (
        <p className="challenge-dialog__passkey">
          <Button variant="secondary" onClick={store.usePasskey} disabled={store.checking}>Use a passkey instead</Button>
        </p>
      ) : null}
    </Dialog>
  );
});
