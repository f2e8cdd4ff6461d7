import { Combobox, Field, makeStyles, Option, SearchBox, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `0 ${tokens.spacingHorizontalS}` },
});

export type FilterChoice = { id: number; name: string };

export type SearchFiltersProps = {
  searchParam: string;
  onSearchChange: (value: string) => void;
  tags: FilterChoice[];
  selectedTags: number[];
  onTagsChange: (ids: number[]) => void;
  /** Null for non-admins (no user filter). */
  users: FilterChoice[] | null;
  selectedUsers: number[];
  onUsersChange: (ids: number[]) => void;
};

function MultiFilter(props: {
  label: string;
  choices: FilterChoice[];
  selected: number[];
  onChange: (ids: number[]) => void;
  testId: string;
}) {
  const names = props.choices.filter(({ id }) => props.selected.includes(id)).map(({ name }) => name);
  return (
    <Field label={props.label} size="small">
      <Combobox
        multiselect
        size="small"
        placeholder={props.label}
        value={names.join(', ')}
        selectedOptions={props.selected.map(String)}
        onOptionSelect={(_event, data) => props.onChange(data.selectedOptions.map(Number))}
        data-testid={props.testId}
      >
        {props.choices.map((choice) => (
          <Option key={choice.id} value={String(choice.id)}>
            {choice.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}

/** The Search tab's text search, tag filter and (admins) user filter. */
export function SearchFilters(props: SearchFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <SearchBox
        size="small"
        value={props.searchParam}
        placeholder={t('tickets.search.placeholder')}
        aria-label={t('tickets.search.placeholder')}
        onChange={(_event, data) => props.onSearchChange(data.value)}
        data-testid="tickets-search"
      />
      <MultiFilter
        label={t('tickets.search.tags')}
        choices={props.tags}
        selected={props.selectedTags}
        onChange={props.onTagsChange}
        testId="tickets-filter-tags"
      />
      {props.users && (
        <>
          <MultiFilter
            label={t('tickets.search.users')}
            choices={props.users}
            selected={props.selectedUsers}
            onChange={props.onUsersChange}
            testId="tickets-filter-users"
          />
        </>
      )}
    </div>
  );
}
