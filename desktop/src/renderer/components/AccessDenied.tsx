import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from './toast.tsx';

/** How long the unauthorized toast shows before the redirect to `/`. */
export const UNAUTHORIZED_REDIRECT_MS = 1_000;

/** Shows the unauthorized toast (or the page's own info toast) once, then leaves for `/`. */
export function AccessDenied({ infoKey }: { infoKey?: 'announcements.toasts.info' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toasted = useRef(false);

  useEffect(() => {
    if (!toasted.current) {
      toasted.current = true;
      if (infoKey) {
        showToast(t(infoKey), 'info', { testId: 'toast-info' });
      } else {
        showToast(t('toasts.unauthorized'), 'warning', { testId: 'toast-unauthorized' });
      }
    }
    const timer = setTimeout(() => {
      void navigate('/', { replace: true });
    }, UNAUTHORIZED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [infoKey, navigate, t]);

  return null;
}
