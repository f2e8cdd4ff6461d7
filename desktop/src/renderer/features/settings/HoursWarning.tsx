import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** A presentational warning under an out-of-hours message field. */
export function HoursWarning({ text, testId }: { text: string; testId: string }) {
  return (
    <MessageBar intent="warning" data-testid={testId}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
