import { OrderTracking } from './order-tracking.tsx';

export default function DirectAwardReplyPage() {
  return <OrderTracking type="T" />;
}
