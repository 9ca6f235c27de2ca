import { TEMPLATE_MEDIA_ROLES, type OwnerTemplate } from '@frameshop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ownerCatalogueKeys } from '../api/owner-catalogue-keys';
import { OwnerCatalogueText } from '../owner-catalogue-text';
import { EditorSection } from './editor-section';
import { MediaStatePanel } from './media-state-panel';
import { MediaUploadControl } from './media-upload-control';

/** The template's files, one upload control per role its kind takes, and where their preparation stands. */
export function TemplateMediaSection({
  token,
  template,
}: {
  token: string;
  template: OwnerTemplate;
}) {
  const queryClient = useQueryClient();
  const { templateId } = template;
  const { kind } = template.fields;
  // The server prepares the media after the last chunk: say so at once, as the upload's message
  // does (a small file can be prepared before the next answer arrives, and the owner would never
  // see the step), then ask again, which starts the polling and corrects it.
  const refresh = useCallback(() => {
    queryClient.setQueryData<OwnerTemplate>(ownerCatalogueKeys.template(templateId), (current) =>
      current
        ? {
            ...current,
            media: { ...current.media, state: 'preparing', progress: 0, message: null },
          }
        : current,
    );
    void queryClient.invalidateQueries({ queryKey: ownerCatalogueKeys.template(templateId) });
    void queryClient.invalidateQueries({ queryKey: ownerCatalogueKeys.templatesTab });
  }, [queryClient, templateId]);

  return (
    <EditorSection id="template-media-title" title={OwnerCatalogueText.media} className="gap-4">
      <MediaStatePanel template={template} />
      {TEMPLATE_MEDIA_ROLES[kind].map((role) => (
        <MediaUploadControl
          key={role}
          token={token}
          templateId={templateId}
          kind={kind}
          role={role}
          uploaded={template.media.uploaded.includes(role)}
          mediaState={template.media.state}
          onFinished={refresh}
        />
      ))}
    </EditorSection>
  );
}
