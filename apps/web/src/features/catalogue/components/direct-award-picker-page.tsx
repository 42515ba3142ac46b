import { ServicePicker } from './service-picker.tsx';

export default function DirectAwardPickerPage() {
  return <ServicePicker mode="directAward" />;
}
