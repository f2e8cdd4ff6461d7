import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A Fluent link that navigates inside the hash router. */
export function RouterLink({ to, children, testId }: { to: string; children: ReactNode; testId?: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={`#${to}`}
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
