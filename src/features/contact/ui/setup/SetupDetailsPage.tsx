import { SetupPage } from './SetupPage';

/** /setup/internet-banking/details: the customer has no email address. */
export default function SetupDetailsPage() {
  return (
    <SetupPage title="Complete your contact details" asks="email">
      <p>We don&apos;t have an email address for you. Add one so we can send you statements, notices and important messages about your accounts.</p>
    </SetupPage>
  );
}
