import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../lib/i18n.ts';

const loadDropdown = () => import('./language-menu-dropdown.tsx');
const LanguageMenuDropdown = lazy(loadDropdown);

/**
 * The language switch of every header. Until it is first used it is only its button: the menu (Mantine's
 * Menu with floating-ui) loads on hover, focus or the first press and then opens in its place, which keeps
 * it out of the first load of /landing (issue 7's 170 KB budget).
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const [used, setUsed] = useState(false);
  const preload = () => void loadDropdown();
  const open = () => setUsed(true);

  const trigger = compact ? (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('language.label')}
      aria-haspopup="menu"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      <IconLanguage size={22} />
    </ActionIcon>
  ) : (
    <Button
      variant="subtle"
      color="dark"
      leftSection={<IconLanguage size={18} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t('language.label')}
      aria-haspopup="menu"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
    >
      {t(`language.${currentLang()}`)}
    </Button>
  );

  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenuDropdown compact={compact} defaultOpened />
    </Suspense>
  );
}
