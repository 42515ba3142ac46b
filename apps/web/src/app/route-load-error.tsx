import { useTranslation } from 'react-i18next';

/**
 * What a page shows when its code cannot be loaded (offline before it was ever kept, or a deploy replaced it) or it
 * failed: a plain message and a reload, inside the frame. Plain elements: it is part of the first load.
 */
export function RouteLoadError() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
      <p>{t(navigator.onLine ? 'routeError.failed' : 'routeError.offline')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </div>
  );
}
