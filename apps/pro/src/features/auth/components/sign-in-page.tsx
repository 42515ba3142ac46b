import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignInCard } from '@portal/ui/sign-in-card';
import { changeLanguage } from '@portal/web-kit/language';
import { toastError } from '@portal/web-kit/toast';
import { useProSession } from '../../../lib/session.ts';
import { signIn } from '../api/sign-in.ts';

export function SignInPage() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const session = useProSession();
  if (session) return <Navigate to={from} replace />;

  const submit = async (email: string, password: string) => {
    try {
      await signIn(email, password);
      void navigate(from, { replace: true });
    } catch (err) {
      toastError(err);
      throw err;
    }
  };
  return <SignInCard title={t('appName')} subtitle={t('signInHint')} onSubmit={submit} onLanguage={(lang) => changeLanguage(lang)} homePath="/" />;
}
