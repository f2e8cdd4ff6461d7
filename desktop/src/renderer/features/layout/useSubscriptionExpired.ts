import type { SessionUser } from '@balcao/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onSubscriptionExpired } from '../../api/subscriptionExpired.ts';
import { isAdmin } from '../../app/access.ts';
import { showToast } from '../../components/toast.tsx';

/** Where an overdue company pays (its invoices and the checkout stay open to it on the server). */
export const BILLING_PATH = '/financeiro';

/** Several calls of one screen fail together: one message for them. */
const QUIET_MS = 3_000;

/**
 * Any call answered 402 ERR_SUBSCRIPTION_EXPIRED: an administrator is taken to the invoices page with
 * the reason; anyone else (who may not pay) is told to ask an administrator.
 */
export function useSubscriptionExpired(user: SessionUser | null): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);
  const lastToast = useRef(0);
  const admin = user !== null && isAdmin(user);

  useEffect(
    () =>
      onSubscriptionExpired(() => {
        if (admin && where.current === BILLING_PATH) {
          return;
        }
        if (Date.now() - lastToast.current > QUIET_MS) {
          lastToast.current = Date.now();
          showToast(t(admin ? 'errors.ERR_SUBSCRIPTION_EXPIRED' : 'subscription.expiredAskAdmin'), 'warning', {
            testId: 'toast-subscription-expired',
          });
        }
        if (admin) {
          void navigate(BILLING_PATH, { replace: true });
        }
      }),
    [admin, navigate, t],
  );
}
