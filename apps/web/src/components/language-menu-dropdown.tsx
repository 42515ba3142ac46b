import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@portal/contract/lang';
import { currentLang } from '../lib/i18n.ts';
import { changeLanguage } from '../lib/language.ts';
import { LanguageMenuTrigger } from './language-menu-trigger.tsx';

/**
 * Spec §1: English, Arabic, French; choosing one stores it and reloads the page. Loaded by language-menu.tsx
 * on first use (the menu brings the floating-ui positioning, which the first paint does without).
 */
export default function LanguageMenuDropdown({ compact = false, defaultOpened = false }: { compact?: boolean; defaultOpened?: boolean }) {
  const { t } = useTranslation('common');
  const lang = currentLang();
  const pick = (next: Lang) => {
    if (next !== lang) changeLanguage(next);
  };

  return (
    <Menu position="bottom-end" shadow="md" width={170} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageMenuTrigger compact={compact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGS.map((l) => (
          <Menu.Item
            key={l}
            lang={l}
            onClick={() => pick(l)}
            rightSection={l === lang ? <IconCheck size={16} /> : null}
            fw={l === lang ? 600 : undefined}
          >
            {t(`language.${l}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
