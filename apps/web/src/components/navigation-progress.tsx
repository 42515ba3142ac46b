import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** Each page is a lazy chunk: while the next one loads, a thin bar under the header says so. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      aria-label="loading"
      style={{ position: 'fixed', insetInlineStart: 0, insetInlineEnd: 0, top: 0, zIndex: 1000 }}
    />
  );
}
