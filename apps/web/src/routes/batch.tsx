import { BatchMessage, UploadMessage, type Batch } from '@frameshop/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { InsufficientCreditsModal } from '../components/insufficient-credits-modal';
import { PageContainer } from '../components/page-container';
import { LoadingState } from '../components/ui/loading-state';
import { useAuth } from '../features/auth/hooks/use-auth';
import { usePayer } from '../features/teams/hooks/use-payer';
import { batchQueryOptions } from '../features/batches/api/batches-api';
import { BatchView, type ReplacedPhoto } from '../features/batches/components/batch-view';
import { useBatchActions } from '../features/batches/hooks/use-batch-actions';
import { BackLink } from '../features/catalogue/components/back-link';
import { DetailError, DetailNotFound } from '../features/catalogue/components/detail-status';
import { useManyUploads } from '../features/uploads/hooks/use-many-uploads';
import { useAddUploadToList } from '../features/video-editor/api/get-uploads';
import { isApiError } from '../lib/api-error';
import { paths, profileTabPath } from '../lib/paths';

/**
 * A batch's page (signed in): asked again every 2 s while its rows wait or are made, then left
 * alone. Linked from Generated Videos and the finished batch's mail.
 */
export default function BatchScreen() {
  const batchId = useParams().batchId ?? '';
  const query = useQuery({
    ...batchQueryOptions(batchId),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

  let content;
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    content = (
      <DetailNotFound
        message={BatchMessage.notFound}
        browse={{ to: profileTabPath('generated-videos'), label: 'See your results' }}
      />
    );
  } else if (query.isError && !query.data) {
    content = (
      <DetailError
        message="This batch could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!query.data) {
    content = <LoadingState label="Loading the batch…" />;
  } else {
    content = <LoadedBatch batch={query.data} />;
  }
  return (
    <PageContainer className="py-6 lg:py-8">
      <BackLink to={profileTabPath('generated-videos')} label={backLabel(query.data?.kind)} />
      {content}
    </PageContainer>
  );
}

/**
 * Back to the profile's list of results (its Generated Videos tab, which lists pictures too),
 * named for what the batch made.
 */
function backLabel(kind: Batch['kind'] | undefined): string {
  if (kind === 'image') return 'Back to your pictures';
  if (kind === 'video') return 'Back to Generated Videos';
  return 'Back to your results';
}

function LoadedBatch({ batch }: { batch: Batch }) {
  const { user, updateCredits } = useAuth();
  const payer = usePayer(user);
  const actions = useBatchActions(batch, {
    balance: payer.credits ?? 0,
    onCredits: updateCredits,
  });
  const addUpload = useAddUploadToList();
  const uploads = useManyUploads({ onUploaded: addUpload });
  const uploadPhoto = async (file: File): Promise<ReplacedPhoto> => {
    const [outcome] = await uploads.start([file]);
    if (outcome?.status === 'done') {
      return outcome.upload.kind === 'image'
        ? { uploadId: outcome.upload.uploadId }
        : { message: BatchMessage.photoNotAPicture };
    }
    return { message: outcome?.status === 'failed' ? outcome.message : UploadMessage.failed };
  };
  const insufficient = actions.failure?.kind === 'insufficient-credits' ? actions.failure : null;
  return (
    <>
      <DocumentTitle title={`Batch: ${batch.templateName}`} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {batch.templateName}: {batch.total} {batch.kind === 'image' ? 'pictures' : 'videos'}
      </h1>
      <p className="mt-1 text-sm text-ink-muted">
        <Link className="underline" to={paths.canvasEditor(batch.templateId)}>
          Open the design in the editor
        </Link>
      </p>
      <div className="mt-6">
        <BatchView
          batch={batch}
          busy={actions.busy || uploads.busy}
          failure={actions.failure}
          onCancel={actions.cancel}
          onRetry={actions.retry}
          uploadPhoto={uploadPhoto}
        />
      </div>
      <InsufficientCreditsModal
        open={insufficient !== null}
        creditsRequired={insufficient?.creditsRequired ?? 0}
        userCredits={insufficient?.userCredits ?? 0}
        message={insufficient?.message}
        onClose={actions.dismiss}
      />
    </>
  );
}
