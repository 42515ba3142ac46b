import type { ComponentPropsWithRef } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { compact?: boolean } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/** The language switch's button: the icon alone in compact headers, else the current language's name. */
export function LanguageMenuTrigger({ compact = false, ...rest }: Props) {
  const { t, i18n } = useTranslation('common');
  return compact ? (
    <ActionIcon variant="subtle" size="lg" aria-label={t('language.label')} {...rest}>
      <IconLanguage size={22} />
    </ActionIcon>
  ) : (
    <Button
      variant="subtle"
      color="dark"
      leftSection={<IconLanguage size={18} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t('language.label')}
      {...rest}
    >
      {t(`language.${i18n.language}`)}
    </Button>
  );
}
