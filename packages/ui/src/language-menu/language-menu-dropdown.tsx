import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@portal/contract/lang';
import { LanguageMenuTrigger } from './language-menu-trigger.tsx';

/**
 * Spec §1: English, Arabic, French; choosing another one calls onChange (the app stores it and reloads the page).
 * Loaded by language-menu.tsx on first use (the menu brings the floating-ui positioning, which the first paint
 * does without).
 */
export default function LanguageMenuDropdown({
  compact = false,
  defaultOpened = false,
  onChange,
}: {
  compact?: boolean;
  defaultOpened?: boolean;
  onChange: (lang: Lang) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  const pick = (next: Lang) => {
    if (next !== lang) onChange(next);
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
