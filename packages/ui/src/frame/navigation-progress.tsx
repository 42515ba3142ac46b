import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/**
 * Each page is a lazy chunk: while the next one loads, a thin bar under the header says so. A plain element
 * rather than Mantine's Progress, which would put that component family in /landing's first load (issue 7's
 * 170 KB budget) for a bar that shows only between pages.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('common');
  if (navigation.state === 'idle') return null;
  return <div className={classes.bar} role="progressbar" aria-label={t('loading')} aria-busy="true" />;
}
