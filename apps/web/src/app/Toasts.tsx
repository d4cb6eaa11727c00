import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './Toasts.module.css';

/** The toasts' container (a chunk of its own: LazyToasts). */
export default function Toasts() {
  // Bottom centre: the open editor keeps its totals and close button (top right) and its buttons (bottom
  // corners) in sight while a toast is shown. Above a bar sticky at the window's bottom (the editor's
  // buttons on a phone, where a toast is as wide as the screen): useToastClearance.
  return (
    <Notifications
      position="bottom-center"
      containerWidth={400}
      limit={4}
      classNames={{ root: classes.root }}
    />
  );
}
