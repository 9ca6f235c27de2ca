import { useState } from 'react';
import { useParams } from 'react-router';
import { buyerSummaryOf } from '../features/admin-templates/buyer-summary';
import { TemplateEditorScreen } from '../features/admin-templates/components/template-editor-screen';
import { TemplateCard } from '../features/catalogue/components/template-card';
import { useRenderStatus } from '../features/renders/hooks/use-render-status';

/**
 * The dashboard's template editor; the buyer's-eye card is the catalogue's own TemplateCard, and
 * the sample preview is followed as any render is, by the renders feature.
 */
export default function AdminTemplateEditorScreen() {
  const { templateId } = useParams();
  // A new template and each saved one start afresh, their sample preview too.
  return <TemplateEditorRoute key={templateId ?? 'new'} templateId={templateId ?? null} />;
}

function TemplateEditorRoute({ templateId }: { templateId: string | null }) {
  const [sampleId, setSampleId] = useState<string | null>(null);
  const sample = useRenderStatus(sampleId);
  return (
    <TemplateEditorScreen
      templateId={templateId}
      buyerView={(template) => (
        // A picture of the card: its heart and its link would act on the live store.
        <div inert>
          <TemplateCard template={buyerSummaryOf(template)} />
        </div>
      )}
      samplePreview={{ renderId: sampleId, ...sample, onOrdered: setSampleId }}
    />
  );
}
