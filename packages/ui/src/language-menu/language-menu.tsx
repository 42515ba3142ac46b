import { lazy, Suspense, useState } from 'react';
import type { Lang } from '@portal/contract/lang';
import { LanguageMenuTrigger } from './language-menu-trigger.tsx';

const loadDropdown = () => import('./language-menu-dropdown.tsx');
const LanguageMenuDropdown = lazy(loadDropdown);

/**
 * The language switch of every header. Until it is first used it is only its button: the menu (Mantine's
 * Menu with floating-ui) loads on hover, focus or the first press and then opens in its place, which keeps
 * it out of the first load of /landing (issue 7's 170 KB budget). What a choice does (store, reload) is the app's.
 */
export function LanguageMenu({ compact = false, onChange }: { compact?: boolean; onChange: (lang: Lang) => void }) {
  const [used, setUsed] = useState(false);
  const preload = () => void loadDropdown();
  const open = () => setUsed(true);

  const trigger = <LanguageMenuTrigger compact={compact} aria-haspopup="menu" onPointerEnter={preload} onFocus={preload} onClick={open} />;

  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenuDropdown compact={compact} defaultOpened onChange={onChange} />
    </Suspense>
  );
}
