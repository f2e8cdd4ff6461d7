import { makeStyles } from '@fluentui/react-components';
import type { HTMLAttributes, ReactNode } from 'react';

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** Text for screen readers only (a page's heading where the layout shows none, a spoken summary). */
export function VisuallyHidden({
  as: Tag = 'span',
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'span' | 'h1' | 'div'; children: ReactNode; 'data-testid'?: string }) {
  const styles = useStyles();
  return (
    <Tag {...rest} className={styles.hidden}>
      {children}
    </Tag>
  );
}
