import { SetupPage } from './SetupPage';

/** /setup/internet-banking/mobile: the customer has an email but no mobile phone. */
export default function SetupMobilePage() {
  return (
    <SetupPage title="Add your mobile number" asks="mobile">
      <p>We text a security code to your mobile before important changes, like a new payee or a new password. Add a mobile number so you can make those changes online.</p>
    </SetupPage>
  );
}
