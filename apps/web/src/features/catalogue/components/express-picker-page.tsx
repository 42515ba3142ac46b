import { ServicePicker } from './service-picker.tsx';

export default function ExpressPickerPage() {
  return <ServicePicker mode="express" />;
}
