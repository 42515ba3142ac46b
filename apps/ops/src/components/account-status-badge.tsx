import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'teal', suspended: 'orange', deleted: 'gray' } as const;

/** An account's status in words (never by colour alone). */
export function AccountStatusBadge({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation('people');
  return (
    <Badge variant="light" color={COLORS[status]} tt="none">
      {t(`accountStatus.${status}`)}
    </Badge>
  );
}
