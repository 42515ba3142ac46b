import { OrderTracking } from './order-tracking.tsx';

export default function ExpressReplyPage() {
  return <OrderTracking type="E" />;
}
