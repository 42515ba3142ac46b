import { Box, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, OrderType } from '@portal/contract/codes';
import { RECEIVING_PROPOSALS } from '@portal/contract/order-state-machine';
import { filledCount, progressSteps, type ProgressStep } from './progress-steps.ts';

const FILL = 'var(--mantine-color-blue-6)';
const END = 'var(--mantine-color-red-6)';
const EMPTY = 'var(--mantine-color-gray-3)';

function Dot({ step, index }: { step: ProgressStep; index: number }) {
  if (step.state === 'ended')
    return (
      <ThemeIcon radius="xl" size={30} color="red" aria-hidden>
        <IconX size={18} />
      </ThemeIcon>
    );
  if (step.state === 'done')
    return (
      <ThemeIcon radius="xl" size={30} aria-hidden>
        <IconCheck size={18} />
      </ThemeIcon>
    );
  return (
    <ThemeIcon
      radius="xl"
      size={30}
      variant={step.state === 'current' ? 'filled' : 'outline'}
      color={step.state === 'current' ? 'blue' : 'gray'}
      style={step.state === 'current' ? { boxShadow: '0 0 0 4px var(--mantine-color-blue-1)' } : undefined}
      aria-hidden
    >
      <Text size="sm" fw={700} c={step.state === 'current' ? 'white' : 'dimmed'}>
        {index + 1}
      </Text>
    </ThemeIcon>
  );
}

/**
 * The status progress bar of spec §4.2 (tracking pages and RFP details). A row from 36em, read in the
 * page's direction (so it runs right to left in Arabic); a column on phones, where five labels side by
 * side would not fit.
 */
export function OrderProgress({
  type,
  status,
  lastOrderStatus,
  replyCount = 0,
}: {
  type: OrderType;
  status: OrderStatus;
  lastOrderStatus: OrderStatus | null;
  /** RFPs: the proposals received, which fill the 'receiving proposal' step. */
  replyCount?: number;
}) {
  const { t } = useTranslation('orders');
  const row = useMediaQuery('(min-width: 36em)', true);
  const steps = progressSteps(type, status, lastOrderStatus, replyCount);
  const filled = filledCount(steps);

  return (
    <Box
      component="ol"
      aria-label={t('progress.label')}
      data-filled={filled}
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'flex', flexDirection: row ? 'row' : 'column', gap: row ? 0 : 4 }}
    >
      {steps.map((step, i) => {
        const next = steps[i + 1];
        // The line after a step is coloured when the step after it was reached too.
        const lineColor = next && next.state !== 'todo' ? (next.state === 'ended' ? END : FILL) : EMPTY;
        const label = step.status === RECEIVING_PROPOSALS ? t('progress.receiving') : t(`status.${step.status}`);
        return (
          <Box
            component="li"
            key={`${step.status}-${i}`}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            style={{
              flex: row ? 1 : undefined,
              display: 'flex',
              flexDirection: row ? 'column' : 'row',
              alignItems: 'center',
              gap: row ? 6 : 12,
              position: 'relative',
              minHeight: row ? undefined : 44,
            }}
          >
            {next && (
              <Box
                aria-hidden
                style={
                  row
                    ? {
                        position: 'absolute',
                        top: 14,
                        insetInlineStart: 'calc(50% + 18px)',
                        insetInlineEnd: 'calc(-50% + 18px)',
                        height: 3,
                        borderRadius: 2,
                        background: lineColor,
                      }
                    : { position: 'absolute', top: 34, bottom: -8, insetInlineStart: 14, width: 3, borderRadius: 2, background: lineColor }
                }
              />
            )}
            <Dot step={step} index={i} />
            <Text
              size="sm"
              ta={row ? 'center' : 'start'}
              fw={step.state === 'current' || step.state === 'ended' ? 700 : 500}
              c={step.state === 'todo' ? 'dimmed' : step.state === 'ended' ? 'red.7' : undefined}
              px={row ? 4 : 0}
            >
              <span>{label}</span>
              <Box component="span" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
                {' '}
                ({t(`progress.${step.state}`)})
              </Box>
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
