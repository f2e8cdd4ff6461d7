import type { QueueOptionRecord } from '@balcao/shared';
import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  Button,
  Caption1,
  makeStyles,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../components/toast.tsx';
import { deleteQueueOption, listQueueOptions, saveQueueOption, type QueueOptionDraft } from './queuesApi.ts';
import { QueueOptionItem } from './QueueOptionItem.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Level = { id: number; title: string };
/** Which option is open for editing: a saved one by id, the new draft, or none. */
type Editing = number | 'new' | null;

/** The nested chatbot menu of a queue: one level at a time, each option viewed or edited in place. */
export function QueueOptionsEditor({ queueId }: { queueId: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [path, setPath] = useState<Level[]>([]);
  const [options, setOptions] = useState<QueueOptionRecord[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const parentId = path.at(-1)?.id ?? null;

  useEffect(() => {
    if (queueId === null) {
      return undefined;
    }
    let current = true;
    listQueueOptions(queueId, parentId)
      .then((list) => current && setOptions(list))
      .catch(toastError);
    return () => {
      current = false;
    };
  }, [queueId, parentId]);

  if (queueId === null) {
    return <Caption1 className={styles.hint}>{t('queues.options.saveFirst')}</Caption1>;
  }
  const goTo = (depth: number) => {
    setEditing(null);
    setOptions([]);
    setPath((before) => before.slice(0, depth));
  };
  const save = (id: number | null, draft: QueueOptionDraft) => {
    setBusy(true);
    saveQueueOption(id, { queueId, parentId }, draft)
      .then((saved) => {
        setOptions((before) =>
          [...before.filter((option) => option.id !== saved.id), saved].sort((a, b) =>
            a.option.localeCompare(b.option, undefined, { numeric: true }),
          ),
        );
        setEditing(null);
      })
      .catch(toastError)
      .finally(() => setBusy(false));
  };
  const remove = (id: number) => {
    setBusy(true);
    deleteQueueOption(id)
      .then(() => setOptions((before) => before.filter((option) => option.id !== id)))
      .catch(toastError)
      .finally(() => setBusy(false));
  };
  const item = (option: QueueOptionRecord) => (
    <QueueOptionItem
      key={option.id}
      option={option}
      editing={editing === option.id}
      busy={busy}
      onEdit={() => setEditing(option.id)}
      onCancel={() => setEditing(null)}
      onSave={(draft) => save(option.id, draft)}
      onDelete={() => remove(option.id)}
      onOpen={() => {
        setEditing(null);
        setOptions([]);
        setPath((before) => [...before, { id: option.id, title: option.title }]);
      }}
    />
  );

  return (
    <div className={styles.root} data-testid="queue-options">
      <Subtitle2>{t('queues.options.title')}</Subtitle2>
      <Breadcrumb size="small">
        <BreadcrumbItem>
          <BreadcrumbButton current={path.length === 0} onClick={() => goTo(0)}>
            {t('queues.options.top')}
          </BreadcrumbButton>
        </BreadcrumbItem>
        {path.map((level, index) => (
          <Fragment key={level.id}>
            <BreadcrumbDivider />
            <BreadcrumbItem>
              <BreadcrumbButton current={index === path.length - 1} onClick={() => goTo(index + 1)}>
                {level.title}
              </BreadcrumbButton>
            </BreadcrumbItem>
          </Fragment>
        ))}
      </Breadcrumb>
      {options.length === 0 && editing !== 'new' && <Caption1 className={styles.hint}>{t('queues.options.empty')}</Caption1>}
      {options.map(item)}
      {editing === 'new' && (
        <QueueOptionItem
          option={{ title: '', message: '', option: String(options.length + 1) }}
          editing
          busy={busy}
          onEdit={() => undefined}
          onCancel={() => setEditing(null)}
          onSave={(draft) => save(null, draft)}
          onDelete={() => setEditing(null)}
          onOpen={() => undefined}
        />
      )}
      {editing !== 'new' && (
        <div>
          <Button icon={<Add20Regular />} onClick={() => setEditing('new')} data-testid="queue-option-add">
            {t('queues.options.add')}
          </Button>
        </div>
      )}
    </div>
  );
}
