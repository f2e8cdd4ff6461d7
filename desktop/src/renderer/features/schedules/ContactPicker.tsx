import type { ContactOptionRecord } from '@balcao/shared';
import { Combobox, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/toast.tsx';
import { searchContacts } from './schedulesApi.ts';

type Picked = { id: number; name: string } | null;

/** A contact by name: the server's picker list (at most 50), narrowed as the user types. */
export function ContactPicker({ value, onChange, disabled }: { value: Picked; onChange: (contact: Picked) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(value?.name ?? '');
  const [options, setOptions] = useState<ContactOptionRecord[]>([]);

  // A contact picked (or loaded) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value?.name ?? '');
  }

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      searchContacts(typed === value?.name ? '' : typed)
        .then((found) => current && setOptions(found))
        .catch(toastError);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typed, value]);

  return (
    <Combobox
      freeform
      disabled={disabled}
      placeholder={t('schedules.modal.contactPlaceholder')}
      value={typed}
      selectedOptions={value ? [String(value.id)] : []}
      onChange={(event) => setTyped(event.target.value)}
      onOptionSelect={(_event, data) => {
        const picked = options.find((option) => String(option.id) === data.optionValue);
        onChange(picked ? { id: picked.id, name: picked.name } : null);
      }}
      data-testid="schedule-contact"
    >
      {options.map((option) => (
        <Option key={option.id} value={String(option.id)} text={option.name}>
          {`${option.name} (${option.number})`}
        </Option>
      ))}
    </Combobox>
  );
}
