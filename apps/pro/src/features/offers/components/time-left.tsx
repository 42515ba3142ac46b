import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The time left to accept an express offer, counted down each second. */
export function TimeLeft({ until }: { until: string | null }) {
  const { t } = useTranslation('jobs');
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!until) return null;
  const left = Math.max(0, Math.floor((new Date(until).getTime() - now) / 1000));
  const mm = Math.floor(left / 60);
  const ss = String(left % 60).padStart(2, '0');
  return (
    <Text size="sm" fw={700} c={left < 60 ? 'red' : 'blue'} role="timer">
      {left > 0 ? t('offers.timeLeft', { time: `${mm}:${ss}` }) : t('offers.timeUp')}
    </Text>
  );
}
