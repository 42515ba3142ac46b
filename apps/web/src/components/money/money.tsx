import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@portal/contract/lang';
import { formatAmount } from '@portal/web-kit/format-order';

/** An amount in JOD: the number isolated left to right, the label in the page's own direction. */
export function Money({ amount, ...props }: { amount: number } & TextProps) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Text span style={{ whiteSpace: 'nowrap' }} {...props}>
      <bdi dir="ltr">{formatAmount(amount, i18n.language as Lang)}</bdi> {t('currency')}
    </Text>
  );
}
