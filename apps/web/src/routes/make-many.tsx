import {
  BatchMessage,
  CatalogueMessage,
  type CreatedUpload,
  type Draft,
  type TemplateEditorSetup,
  type UploadList,
} from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { InsufficientCreditsModal } from '../components/insufficient-credits-modal';
import { PageContainer } from '../components/page-container';
import { FileDropZone } from '../components/ui/file-drop-zone';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingState } from '../components/ui/loading-state';
import { ProgressBar } from '../components/ui/progress-bar';
import { useAuth } from '../features/auth/hooks/use-auth';
import { usePayer } from '../features/teams/hooks/use-payer';
import { batchesKey } from '../features/batches/api/batches-api';
import { BatchConfirm } from '../features/batches/components/batch-confirm';
import { BatchRows } from '../features/batches/components/batch-rows';
import { designFields } from '../features/batches/design-fields';
import { FieldMatching } from '../features/batches/components/field-matching';
import { SheetInput } from '../features/batches/components/sheet-input';
import { useBatchCheck } from '../features/batches/hooks/use-batch-check';
import { useBatchOrder } from '../features/batches/hooks/use-batch-order';
import { useMakeMany } from '../features/batches/hooks/use-make-many';
import { PHOTO_ACCEPT, type BatchPhoto } from '../features/batches/photo-matching';
import { rowProblems, type RowProblem } from '../features/batches/row-plan';
import type { SheetReading } from '../features/batches/sheet/sheet';
import { BackLink } from '../features/catalogue/components/back-link';
import { DetailError, DetailNotFound } from '../features/catalogue/components/detail-status';
import { useDraft } from '../features/canvas-editor/api/get-draft';
import { useBundledFonts } from '../features/canvas-editor/hooks/use-bundled-fonts';
import { useEditorSetup } from '../features/image-editor/api/get-editor-setup';
import { sceneWithPhoto } from '../features/image-editor/scene-with-photo';
import { useManyUploads, type ManyUploadItem } from '../features/uploads/hooks/use-many-uploads';
import { photoLimitsText, photosRefusal } from '../features/uploads/upload-limits';
import { useAddUploadToList, useUploads } from '../features/video-editor/api/get-uploads';
import { useTemplateId } from '../hooks/use-template-id';
import { measurerWithBrandFonts } from '../lib/canvas-measurer';
import { useBrandFonts } from '../hooks/use-brand-fonts';
import { useBrandKit } from '../features/brand-kit/api/brand-kit-api';
import { formatNumber } from '../lib/format';
import { INITIAL_PLACEMENT } from '../lib/photo-placement';
import { paths } from '../lib/paths';
import { usePublicConfig } from '../lib/public-config';

/** Where the page leads back to: the template's own page, of its kind. */
const detailPath = {
  video: paths.template,
  image: paths.imageTemplate,
  'direct-sell': paths.directSell,
} as const;

/**
 * Make many (issue 65): the buyer's design of the template (the one every editor saves, or the
 * template's own), made once per row of a sheet. Reached from the template's page and each editor
 * (issue 75). Its own page (and chunk), so the editors carry none of it and a phone has the whole
 * width: rows from a file or pasted cells, columns matched to the design's fields, photos
 * uploaded at once, every row drawn and checked, and one priced button.
 */
export default function MakeManyScreen() {
  const templateId = useTemplateId();
  const draft = useDraft(templateId);
  const setup = useEditorSetup(templateId);
  const uploads = useUploads();
  const fonts = useBundledFonts();
  const { user } = useAuth();

  let content;
  if (draft.data === null) {
    content = (
      <DetailNotFound
        message={CatalogueMessage.templateNotFound}
        browse={{ to: paths.templatesList(), label: 'Browse templates' }}
      />
    );
  } else if (draft.isError || setup.isError || uploads.isError || fonts.state === 'failed') {
    content = (
      <DetailError
        message="Make many could not be opened"
        error={draft.error ?? setup.error ?? uploads.error}
        onRetry={() => {
          if (draft.isError) void draft.refetch();
          if (setup.isError) void setup.refetch();
          if (uploads.isError) void uploads.refetch();
          if (fonts.state === 'failed') fonts.retry();
        }}
      />
    );
  } else if (!draft.data || !setup.data || !uploads.data || !user || fonts.state === 'loading') {
    content = <LoadingState label="Opening Make many…" />;
  } else {
    content = <MakeMany draft={draft.data} setup={setup.data} uploads={uploads.data} user={user} />;
  }
  return (
    <PageContainer className="py-6 lg:py-8">
      <BackLink
        to={draft.data ? detailPath[draft.data.template.kind](templateId) : paths.home()}
        label="Back to template"
      />
      {content}
    </PageContainer>
  );
}

/**
 * The design rows are made from: the buyer's, or, for a picture template whose design has nothing
 * to fill, with a photo slot where the image editor puts the photo, so each row takes a photo.
 */
function designOf(draft: Draft, kind: TemplateEditorSetup['kind']): Draft['scene'] {
  const scene = draft.scene;
  if (kind !== 'image' || designFields(scene).length > 0) return scene;
  return sceneWithPhoto(scene, null, INITIAL_PLACEMENT);
}

/** A chosen photo as the rows use it: uploaded, on its way, or refused with the reason. */
function batchPhotoOf(item: ManyUploadItem): BatchPhoto {
  if (item.status === 'done') {
    return item.upload.kind === 'image'
      ? {
          fileName: item.fileName,
          uploadId: item.upload.uploadId,
          url: item.upload.url,
          problem: null,
        }
      : {
          fileName: item.fileName,
          uploadId: null,
          url: null,
          problem: BatchMessage.photoNotAPicture,
        };
  }
  if (item.status === 'failed') {
    return { fileName: item.fileName, uploadId: null, url: null, problem: item.message };
  }
  return { fileName: item.fileName, uploadId: null, url: null, problem: null };
}

/** Each step shown, by name, with its number among those shown (1, 2, 3… with none skipped). */
function stepNumbers<T extends string>(shown: (T | null)[]): Record<T, number> {
  const numbers = {} as Record<T, number>;
  shown.filter((name): name is T => name !== null).forEach((name, at) => (numbers[name] = at + 1));
  return numbers;
}

function MakeMany({
  draft,
  setup,
  uploads,
  user,
}: {
  draft: Draft;
  setup: TemplateEditorSetup;
  uploads: UploadList;
  user: { credits: number };
}) {
  const { templateId, templateName, overlayUrl, previewVideoUrl } = draft.template;
  const scene = useMemo(() => designOf(draft, setup.kind), [draft, setup.kind]);
  const maxRows = usePublicConfig()?.batches.maxRows;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { updateCredits } = useAuth();
  const payer = usePayer(user);
  const addUpload = useAddUploadToList();
  const onUploaded = useCallback((upload: CreatedUpload) => addUpload(upload), [addUpload]);
  const chosen = useManyUploads({ onUploaded });
  const replacing = useManyUploads({ onUploaded });
  const [sheetError, setSheetError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [photoRefusal, setPhotoRefusal] = useState<string | null>(null);

  const photos = useMemo(() => chosen.items.map(batchPhotoOf), [chosen.items]);
  // The kit's fonts, once loaded, fit a row's words as the server fits them (ADR 60).
  const brandKit = useBrandKit();
  const brandFonts = useBrandFonts(brandKit.data?.fonts);
  const measurer = useMemo(
    () => measurerWithBrandFonts(brandFonts.families),
    [brandFonts.families],
  );
  const make = useMakeMany(scene, photos, measurer);
  const photoFields = make.fields.filter((field) => field.kind === 'photo');

  const urls = useMemo(() => {
    const known = new Map(uploads.uploads.map((upload) => [upload.uploadId, upload.url]));
    for (const item of [...chosen.items, ...replacing.items]) {
      if (item.status === 'done') known.set(item.upload.uploadId, item.upload.url);
    }
    return known;
  }, [uploads.uploads, chosen.items, replacing.items]);
  const sources = useMemo(
    () => ({
      overlayUrl,
      previewVideoUrl,
      photoUrlOf: (id: string) => urls.get(id),
      brandFonts: brandFonts.families,
    }),
    [overlayUrl, previewVideoUrl, urls, brandFonts.families],
  );

  const format = setup.kind === 'image' ? ('png' as const) : ('mp4' as const);
  const request = useMemo(
    () => ({ templateId, scene, rows: make.inputs, format }),
    [templateId, scene, make.inputs, format],
  );
  // The owner's limit of rows, when more are ticked: the page names it before anything is asked,
  // and the server is not asked.
  const overLimit = maxRows !== undefined && make.inputs.length > maxRows ? maxRows : null;
  const asked = useMemo(
    () => (overLimit === null ? request : { ...request, rows: [] }),
    [request, overLimit],
  );
  const check = useBatchCheck(asked);
  const { fresh, answer } = check;
  // The paying account's balance: a team's while one pays.
  const balance = answer?.balance ?? payer.credits ?? user.credits;

  const order = useBatchOrder({
    onOrdered: async (created) => {
      await updateCredits(created.remainingCredits);
      void queryClient.invalidateQueries({ queryKey: batchesKey });
      void navigate(paths.batch(created.batch.batchId));
    },
    onTotalChanged: check.recheck,
  });

  // The server names rows by their place among the rows sent: back to the sheet's rows.
  const serverProblems = useMemo(() => {
    const byRow = new Map<number, RowProblem[]>();
    const fromServer = [
      ...(fresh ? (answer?.rows ?? []) : []),
      ...(order.failure?.kind === 'rows' ? order.failure.rows : []),
    ];
    for (const problem of fromServer) {
      const row = make.included[problem.row];
      if (!row) continue;
      byRow.set(row.index, [...(byRow.get(row.index) ?? []), problem]);
    }
    return byRow;
  }, [fresh, answer, order.failure, make.included]);

  const flagged = make.included.filter(
    (row) => rowProblems(row, serverProblems.get(row.index)).length > 0,
  ).length;
  const uploading = chosen.busy || replacing.busy;
  const waitingFor =
    make.included.length === 0
      ? BatchMessage.noRows
      : overLimit !== null
        ? BatchMessage.tooManyRows(overLimit)
        : uploading
          ? 'Wait for the photos to finish uploading.'
          : flagged > 0
            ? `Fix or leave out the ${formatNumber(flagged)} ${flagged === 1 ? 'row' : 'rows'} marked above.`
            : !fresh
              ? 'Checking the rows and the price…'
              : null;
  // The steps shown, numbered in the order they are shown.
  const step = stepNumbers([
    'rows',
    make.sheet ? 'columns' : null,
    photoFields.length > 0 ? 'photos' : null,
    make.sheet ? 'check' : null,
  ]);

  const onSheet = (reading: SheetReading) => {
    if (!reading.ok) {
      setSheetError(reading.message);
      return;
    }
    setSheetError(null);
    setNotes(reading.sheet.notes);
    make.takeSheet(reading.sheet);
  };

  const onPhotos = (files: File[]) => {
    const refusal = photosRefusal(files, uploads.limits, uploads.uploads.length);
    setPhotoRefusal(refusal);
    if (!refusal) void chosen.start(files);
  };

  const onReplacePhoto = async (row: number, layerId: string, file: File) => {
    const refusal = photosRefusal([file], uploads.limits, uploads.uploads.length);
    if (refusal) {
      setPhotoRefusal(refusal);
      return;
    }
    const [outcome] = await replacing.start([file]);
    if (outcome) make.replacePhoto(row, layerId, batchPhotoOf(outcome));
  };

  const insufficient = order.failure?.kind === 'insufficient-credits' ? order.failure : null;

  return (
    <>
      <DocumentTitle title={`Make many: ${templateName}`} />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        Make many: {templateName}
      </h1>
      <p className="mt-2 max-w-prose text-sm text-ink-muted">
        Your design of this template, made once for each row of a sheet: each row’s words and photo
        go into the design’s fields. Nothing is charged until you confirm the price below.{' '}
        <Link
          to={paths.canvasEditor(templateId)}
          className="font-semibold text-brand-700 hover:underline"
        >
          Change the design in the editor
        </Link>
        .
      </p>

      {make.fields.length === 0 ? (
        <FormAlert tone="info" className="mt-6">
          This design has no words or photo to fill, so every row would make the same result. Add a
          text or a photo slot in the editor first.
        </FormAlert>
      ) : null}
      <div className="mt-6 space-y-8" hidden={make.fields.length === 0}>
        <section aria-labelledby="rows-heading" className="space-y-3">
          <h2 id="rows-heading" className="text-lg font-semibold text-ink">
            {step.rows}. Rows
          </h2>
          <p className="text-sm text-ink-muted">
            {maxRows === undefined
              ? 'One result for each row.'
              : `One result for each row, up to ${formatNumber(maxRows)} rows a batch; split a longer sheet into several batches.`}
          </p>
          <SheetInput onRead={onSheet} />
          {sheetError ? <FormAlert tone="error">{sheetError}</FormAlert> : null}
          {notes.map((note) => (
            <FormAlert key={note} tone="info">
              {note}
            </FormAlert>
          ))}
        </section>

        {make.sheet ? (
          <section aria-labelledby="columns-heading" className="space-y-3">
            <h2 id="columns-heading" className="text-lg font-semibold text-ink">
              {step.columns}. Columns
            </h2>
            <p className="text-sm text-ink-muted">
              Each field of your design takes the column of the same name. Change it here.
            </p>
            <FieldMatching
              fields={make.fields}
              columns={make.sheet.columns}
              match={make.match}
              nameColumn={make.nameColumn}
              onMatch={make.matchField}
              onNameColumn={make.setNameColumn}
            />
          </section>
        ) : null}

        {photoFields.length > 0 ? (
          <section aria-labelledby="photos-heading" className="space-y-3">
            <h2 id="photos-heading" className="text-lg font-semibold text-ink">
              {step.photos}. Photos
            </h2>
            <FileDropZone
              inputLabel="Photos"
              buttonLabel="Choose photos"
              multiple
              accept={PHOTO_ACCEPT}
              disabled={chosen.busy}
              hint={
                <>
                  Drop all the photos here, or choose them: JPEG, PNG or WebP. A column of file
                  names matches them to rows (with or without extension, any case); without one,
                  rows take them in order of their names.{' '}
                  {photoLimitsText(uploads.limits, uploads.uploads.length)}
                </>
              }
              onFiles={onPhotos}
            >
              {chosen.items.length > 0 ? (
                <div className="w-full max-w-md space-y-1">
                  <ProgressBar percent={chosen.percent} label="Uploading the photos" />
                  <p className="text-sm text-ink-muted">
                    {formatNumber(chosen.items.filter((item) => item.status === 'done').length)} of{' '}
                    {formatNumber(chosen.items.length)} photos uploaded
                    {chosen.items.some((item) => item.status === 'failed')
                      ? `, ${formatNumber(chosen.items.filter((item) => item.status === 'failed').length)} not`
                      : ''}
                    .
                  </p>
                </div>
              ) : null}
            </FileDropZone>
            {photoRefusal ? <FormAlert tone="error">{photoRefusal}</FormAlert> : null}
          </section>
        ) : null}

        {make.sheet ? (
          <section aria-labelledby="check-heading" className="space-y-3">
            <h2 id="check-heading" className="text-lg font-semibold text-ink">
              {step.check}. Check each row
            </h2>
            <p role="status" aria-live="polite" className="text-sm text-ink">
              {overLimit !== null
                ? `${formatNumber(make.included.length)} rows are ticked, more than the ${formatNumber(overLimit)} a batch can have: leave ${formatNumber(make.included.length - overLimit)} out, or split the sheet.`
                : `${formatNumber(make.included.length)} of ${formatNumber(make.rows.length)} rows will be made${flagged > 0 ? `; ${formatNumber(flagged)} need fixing or leaving out.` : '.'}`}
            </p>
            <BatchRows
              rows={make.rows}
              columns={make.sheet.columns}
              fields={make.fields}
              match={make.match}
              serverProblems={serverProblems}
              sources={sources}
              onInclude={make.include}
              onEdit={make.editCell}
              onReplacePhoto={(row, layerId, file) => void onReplacePhoto(row, layerId, file)}
            />
          </section>
        ) : null}

        {make.sheet ? (
          <BatchConfirm
            price={fresh ? answer?.price : undefined}
            balance={balance}
            waitingFor={waitingFor}
            ordering={order.ordering}
            failure={order.failure?.kind === 'insufficient-credits' ? null : order.failure}
            onConfirm={() => {
              const total = answer?.price.total;
              if (total === undefined || waitingFor !== null) return;
              order.order({ ...request, expectedTotal: total }, balance);
            }}
          />
        ) : null}
        {check.error && !fresh ? (
          <FormAlert tone="error">The rows could not be checked. {check.error.message}</FormAlert>
        ) : null}
      </div>

      <InsufficientCreditsModal
        open={insufficient !== null}
        creditsRequired={insufficient?.creditsRequired ?? 0}
        userCredits={insufficient?.userCredits ?? 0}
        message={insufficient?.message}
        onClose={order.dismiss}
      />
    </>
  );
}
