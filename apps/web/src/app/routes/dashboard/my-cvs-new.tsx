import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useCreateCv } from '@/features/cvs/api/create-cv';
import { TemplateChooser } from '@/features/templates/components/template-chooser';
import { describeError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** Create New CV: choosing a template creates an 'Untitled CV' and opens it. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCv();
  // A new CV starts with what the account already says: the person's name and e-mail.
  const account = useSession()?.user;
  return (
    <>
      {create.isError && (
        <div className="mb-4">
          <ErrorAlert>{describeError(create.error, t('errors.generic'))}</ErrorAlert>
        </div>
      )}
      <TemplateChooser
        selecting={create.isPending}
        onBack={() => void navigate(paths.dashboard.myCvs)}
        onSelect={(templateId) =>
          create.mutate(
            {
              templateId,
              ...(account && { data: { personal: { name: account.name, email: account.email } } }),
            },
            { onSuccess: (cv) => void navigate(paths.dashboard.cv(cv.id), { replace: true }) },
          )
        }
      />
    </>
  );
}
