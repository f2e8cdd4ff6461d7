import { makeStaticStyles } from '@fluentui/react-components';
import { useEffect } from 'react';
import { QUIET_FOCUS_ATTRIBUTE, watchInput } from './pageStart.ts';

const useQuietFocusStyle = makeStaticStyles(`[${QUIET_FOCUS_ATTRIBUTE}]:focus { outline: none; }`);

/** A page heading focused after a pointer navigation shows no focus ring (see focusPageStart). */
export function useQuietPageFocus(): void {
  useQuietFocusStyle();
  useEffect(watchInput, []);
}
