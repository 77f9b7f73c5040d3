import { observer } from 'mobx-react-lite';
import { Button } from '../../../design-system/Button';
import { FormField } from '../../../design-system/FormField';
import { TextInput } from '../../../design-system/TextInput';
import type { PersonalisedAccount } from '../core/domain/PersonalisedAccount';
import type { PersonaliseStore } from '../stores/PersonaliseStore';

/** One account: its nickname field (blank shows the account's own name) and its move buttons. */
export const AccountRow = observer(function AccountRow({ store, account, first, last }: {
  store: PersonaliseStore; account: PersonalisedAccount; first: boolean; last: boolean;
}) {
  const problem = store.problems[account.id] ?? null;
  return (
    <li className="personalise__row">
      <FormField label={`Nickname for ${account.name}`} optional hint={account.accountNumber} error={problem !== null} errorMessage={problem}>
        {(control) => (
          <TextInput {...control} maxLength={30} placeholder={account.name} value={account.nickname ?? ''}
            onChange={(e) => store.setNickname(account.id, e.currentTarget.value)} />
        )}
      </FormField>
      <div className="personalise__moves">
        <Button size="small" disabled={first} onClick={() => store.move(account.id, -1)} aria-label={`Move ${account.name} up`}>Up</Button>
        <Button size="small" disabled={last} onClick={() => store.move(account.id, 1)} aria-label={`Move ${account.name} down`}>Down</Button>
      </div>
    </li>
  );
});
