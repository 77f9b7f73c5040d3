import { observer } from 'mobx-react-lite';
import { useService } from '../../../platform/ui/ServiceProvider';
import { Alert, type AlertProps } from '../../../design-system/Alert';
import { APP_TOKENS } from '../../tokens';

export interface DismissableAlertProps extends Omit<AlertProps, 'onDismiss'> {
  /** Names this alert across visits: once dismissed, an alert with this id never shows again here. */
  id: string;
  dismissable?: boolean;
}

/** An alert with an id, marked dismissable, can be closed and stays closed permanently. */
export const DismissableAlert = observer(function DismissableAlert({ id, dismissable = true, ...alert }: DismissableAlertProps) {
  const alerts = useService(APP_TOKENS.AlertsStore);
  if (dismissable && alerts.isDismissed(id)) return null;
  return <Alert {...alert} onDismiss={dismissable ? () => alerts.dismiss(id) : undefined} />;
});
