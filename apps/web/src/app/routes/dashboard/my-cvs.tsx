import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { StatusMessage } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDeleteCv } from '@/features/cvs/api/delete-cv';
import { useDuplicateCv } from '@/features/cvs/api/duplicate-cv';
import { useCvs } from '@/features/cvs/api/get-cvs';
import { CvList } from '@/features/cvs/components/cv-list';
import { CvTrash } from '@/features/cvs/components/cv-trash';
import { ImportCvDialog } from '@/features/cvs/components/import-cv-dialog';
import { useTemplates } from '@/features/templates/api/get-templates';
import { describeError } from '@/lib/api-client';
import { useFlash } from '@/lib/flash';

/** My CVs: the list, with import and the way to a new CV, and the Trash under it. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const cvs = useCvs();
  const templates = useTemplates();
  const remove = useDeleteCv();
  const duplicate = useDuplicateCv();
  const [importing, setImporting] = useState(false);

  if (cvs.isPending) return <StatusMessage busy text={t('cvs.loading')} />;
  if (cvs.isError) return <ErrorAlert>{describeError(cvs.error, t('errors.generic'))}</ErrorAlert>;
  return (
    <>
      <CvList
        cvs={cvs.data}
        deleting={remove.isPending}
        onCreate={() => void navigate(paths.dashboard.newCv)}
        onImport={() => setImporting(true)}
        onEdit={(id) => void navigate(paths.dashboard.cv(id))}
        onDuplicate={(id) =>
          duplicate.mutate(id, { onSuccess: () => showFlash(t('cvs.duplicated')) })
        }
        onDelete={(id) => remove.mutate(id, { onSuccess: () => showFlash(t('cvs.deleted')) })}
      />
      <CvTrash />
      <ImportCvDialog
        open={importing}
        onOpenChange={setImporting}
        templates={templates.data ?? []}
        onImported={(cv) => void navigate(paths.dashboard.cv(cv.id))}
      />
    </>
  );
}
