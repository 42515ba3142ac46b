import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@portal/contract/limits';

/** Where toasts appear (lib/toast.ts); toasts raised before it loads wait in the notifications store. */
export default function ToastContainer() {
  return <Notifications position="top-center" autoClose={LIMITS.toastMs} />;
}
