import type { CampaignVariable } from '@balcao/shared';
import {
  Button,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  add: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flex: 1, minWidth: '160px' },
  button: { marginTop: '26px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/** The custom variables of campaign messages: a key is added once; each can be removed. */
export function VariablesEditor({
  variables,
  onChange,
}: {
  variables: CampaignVariable[];
  onChange: (variables: CampaignVariable[]) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const trimmed = key.trim();
    if (trimmed === '') {
      setError(t('campaignSettings.keyRequired'));
      return;
    }
    if (variables.some((variable) => variable.key === trimmed)) {
      setError(t('campaignSettings.duplicateKey'));
      return;
    }
    onChange([...variables, { key: trimmed, value }]);
    setKey('');
    setValue('');
    setError(null);
  };

  return (
    <>
      <Text className={styles.hint}>{t('campaignSettings.variablesHint')}</Text>
      <div className={styles.add}>
        <Field
          label={t('campaignSettings.key')}
          className={styles.field}
          validationMessage={error}
          validationState={error ? 'error' : 'none'}
        >
          <Input
            value={key}
            onChange={(_event, data) => {
              setKey(data.value);
              setError(null);
            }}
            data-testid="campaign-variable-key"
          />
        </Field>
        <Field label={t('campaignSettings.value')} className={styles.field}>
          <Input value={value} onChange={(_event, data) => setValue(data.value)} data-testid="campaign-variable-value" />
        </Field>
        <Button className={styles.button} icon={<Add20Regular />} onClick={add} data-testid="campaign-variable-add">
          {t('campaignSettings.addVariable')}
        </Button>
      </div>
      {variables.length === 0 ? (
        <Text className={styles.hint}>{t('campaignSettings.noVariables')}</Text>
      ) : (
        <Table size="small" aria-label={t('campaignSettings.variables')} data-testid="campaign-variables">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('campaignSettings.key')}</TableHeaderCell>
              <TableHeaderCell>{t('campaignSettings.value')}</TableHeaderCell>
              <TableHeaderCell />
            </TableRow>
          </TableHeader>
          <TableBody>
            {variables.map((variable) => (
              <TableRow key={variable.key} data-testid={`campaign-variable-${variable.key}`}>
                <TableCell>{`{${variable.key}}`}</TableCell>
                <TableCell>{variable.value}</TableCell>
                <TableCell>
                  <Button
                    appearance="subtle"
                    icon={<Delete20Regular />}
                    aria-label={t('campaignSettings.removeVariable', { key: variable.key })}
                    onClick={() => onChange(variables.filter((other) => other.key !== variable.key))}
                    data-testid={`campaign-variable-remove-${variable.key}`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
