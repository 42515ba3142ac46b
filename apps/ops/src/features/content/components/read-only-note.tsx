import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpsSession } from '../../../lib/session.ts';

/** Content is an admin's to change (issue 17): support operators read it, and the API refuses their writes. */
export function useCanEditContent() {
  return useOpsSession()?.user.role === 'admin';
}

export function ReadOnlyNote() {
  const { t } = useTranslation('content');
  return <Alert color="blue">{t('readOnly')}</Alert>;
}
