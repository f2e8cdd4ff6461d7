import { makeStaticStyles } from '@fluentui/react-components';

/**
 * With "reduce motion" asked for by the system, our own CSS transitions and animations end at once.
 * Fluent's motion components (dialogs, drawers) already shorten themselves to 1 ms.
 */
export const useReducedMotion = makeStaticStyles(
  '@media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; } }',
);
