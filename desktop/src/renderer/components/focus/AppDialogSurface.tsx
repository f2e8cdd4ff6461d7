import { DialogSurface, type DialogSurfaceProps } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { openerOf, returnFocus } from './returnFocus.ts';

/**
 * Fluent's DialogSurface that gives focus back to what opened the dialog once it closes. Every
 * dialog of the app uses it: Fluent restores focus only to a DialogTrigger, and otherwise to the last
 * restore target it saw (often the top bar's Notifications button).
 */
export function AppDialogSurface(props: DialogSurfaceProps) {
  // Read on the surface's first render, before the dialog moves focus inside itself.
  const [opener] = useState(() => openerOf(document.activeElement));
  // After the surface left the DOM, so focus is not pulled back into it.
  useEffect(() => () => returnFocus(opener), [opener]);
  return <DialogSurface {...props} />;
}
