import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { useDirection } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { LIMITS } from '@portal/contract/limits';
import classes from './toast-container.module.css';
import { toastPlacement } from './toast-placement.ts';

/** Where toasts appear; toasts an app raises (Mantine's notifications) before it loads wait in the notifications store. */
export default function ToastContainer() {
  const { dir } = useDirection();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const { position, containerWidth } = toastPlacement(phone, dir);
  return (
    <Notifications
      position={position}
      autoClose={LIMITS.toastMs}
      containerWidth={containerWidth}
      classNames={{ root: classes.root }}
    />
  );
}
