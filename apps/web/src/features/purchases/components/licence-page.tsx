import { CommerceMessage } from '@frameshop/contract';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { NotFoundView } from '../../../components/ui/not-found-view';
import { LoadingState } from '../../../components/ui/loading-state';
import { DocumentTitle } from '../../../components/document-title';
import { paths } from '../../../lib/paths';
import { useLicence } from '../api/get-licence';
import { LicenceCertificate } from './licence-certificate';
import { LoadFailedPanel } from '../../../components/ui/load-failed-panel';

/** One licence certificate with Print, or the states around it: loading, not found, failed. */
export function LicencePage({ licenceId }: { licenceId: string }) {
  const query = useLicence(licenceId);

  if (query.isPending) return <LoadingState label="Loading your licence…" />;

  if (query.isError) {
    return (
      <LoadFailedPanel
        message="Failed to load the licence"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        error={query.error}
      />
    );
  }

  if (query.data === null) {
    return (
      <>
        <DocumentTitle title={CommerceMessage.licenceNotFound} />
        <NotFoundView
          heading={CommerceMessage.licenceNotFound}
          action={<ButtonLink to={paths.purchased()}>Go to Purchased Templates</ButtonLink>}
        >
          This licence does not exist, or it belongs to another account. Your licences are listed
          with your purchases.
        </NotFoundView>
      </>
    );
  }

  const licence = query.data;
  return (
    <>
      <DocumentTitle title={`Licence: ${licence.templateName}`} />
      <div className="licence-screen-only mb-6 flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={paths.purchased()} variant="ghost">
          <span aria-hidden="true">←</span> Purchased Templates
        </ButtonLink>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <LicenceCertificate licence={licence} />
    </>
  );
}
