import type { CampaignRecord } from '@balcao/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListPage, useConfirmDelete, useRecordList, useDialogTarget } from '../../components/list/index.ts';
import { showToast, toastError } from '../../components/toast.tsx';
import { useCampaignsStore } from '../../state/campaigns.ts';
import { CampaignModal } from './CampaignModal.tsx';
import { cancelCampaign, deleteCampaign, fetchCampaigns, restartCampaign } from './campaignsApi.ts';
import { CampaignsTable } from './CampaignsTable.tsx';

/** Campaigns (admins, plan with campaigns): a searchable table with states and progress, add/edit/delete, cancel, restart and the report. */
export default function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useRecordList({ store: useCampaignsStore, fetchPage: fetchCampaigns });
  const modal = useDialogTarget();
  const remove = useConfirmDelete((record: CampaignRecord) => deleteCampaign(record.id), t('campaigns.deleted'));
  const [cancelling, setCancelling] = useState<{ record: CampaignRecord; busy: boolean } | null>(null);
  const confirmCancel = () => {
    if (!cancelling) {
      return;
    }
    setCancelling({ ...cancelling, busy: true });
    cancelCampaign(cancelling.record.id)
      .then(() => showToast(t('campaigns.cancelled'), 'success'))
      .catch(toastError)
      .finally(() => setCancelling(null));
  };
  const act = (action: (id: number) => Promise<unknown>, done: string) => (record: CampaignRecord) => {
    action(record.id)
      .then(() => showToast(done, 'success'))
      .catch(toastError);
  };

  return (
    <ListPage
      name="campaigns"
      title={t('pages.campaigns.title')}
      list={list}
      searchLabel={t('campaigns.search')}
      add={{ label: t('campaigns.add'), onClick: modal.openNew }}
      empty={{ title: t('campaigns.empty'), hint: t('campaigns.emptyHint') }}
      dialogs={
        <>
          {modal.target && <CampaignModal campaignId={modal.target.id} onClose={modal.close} />}
          <ConfirmDialog
            {...remove.dialog}
            title={t('campaigns.deleteTitle', { name: remove.deleting?.name ?? '' })}
            body={t('campaigns.deleteBody')}
            testId="campaign-delete-confirm"
          />
          <ConfirmDialog
            open={cancelling !== null}
            busy={cancelling?.busy ?? false}
            title={t('campaigns.cancelTitle', { name: cancelling?.record.name ?? '' })}
            body={t('campaigns.cancelBody')}
            testId="campaign-cancel-confirm"
            onConfirm={confirmCancel}
            onCancel={() => setCancelling(null)}
          />
        </>
      }
    >
      <CampaignsTable
        records={list.records}
        onReport={(record) => void navigate(`/campaign/${record.id}/report`)}
        onCancel={(record) => setCancelling({ record, busy: false })}
        onRestart={act(restartCampaign, t('campaigns.restarted'))}
        onEdit={modal.openEdit}
        onDelete={remove.ask}
      />
    </ListPage>
  );
}
