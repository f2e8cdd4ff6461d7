import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens, type InputProps } from '@fluentui/react-components';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
  },
});

export type PlaceholderField = { name: string; label: string; type?: InputProps['type'] };

type Props = {
  fields: PlaceholderField[];
  submitLabel: string;
  notice: string;
  testIdPrefix: string;
};

/** A form whose sending arrives in a later issue: the fields render, submit stays disabled. */
export function PlaceholderForm({ fields, submitLabel, notice, testIdPrefix }: Props) {
  const styles = useStyles();
  return (
    <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
      <MessageBar intent="info">
        <MessageBarBody>{notice}</MessageBarBody>
      </MessageBar>
      {fields.map((field) => (
        <Field key={field.name} label={field.label}>
          <Input name={field.name} type={field.type ?? 'text'} data-testid={`${testIdPrefix}-${field.name}`} />
        </Field>
      ))}
      <Button type="submit" appearance="primary" disabled data-testid={`${testIdPrefix}-submit`}>
        {submitLabel}
      </Button>
    </form>
  );
}
