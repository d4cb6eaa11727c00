import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** The toasts' container (a chunk of its own: LazyToasts). */
export default function Toasts() {
  // Bottom centre: the open editor keeps its totals and close button (top right) and its buttons (bottom
  // corners) in sight while a toast is shown.
  return <Notifications position="bottom-center" containerWidth={400} limit={4} />;
}
