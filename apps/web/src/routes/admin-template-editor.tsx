import { useParams } from 'react-router';
import { buyerSummaryOf } from '../features/admin/buyer-summary';
import { TemplateEditorScreen } from '../features/admin/components/template-editor-screen';
import { TemplateCard } from '../features/catalogue/components/template-card';

/** The dashboard's template editor; the buyer's-eye card is the catalogue's own TemplateCard. */
export default function AdminTemplateEditorScreen() {
  const { templateId } = useParams();
  return (
    <TemplateEditorScreen
      // A new template and each saved one start afresh.
      key={templateId ?? 'new'}
      templateId={templateId ?? null}
      buyerView={(template) => (
        // A picture of the card: its heart and its link would act on the live store.
        <div inert>
          <TemplateCard template={buyerSummaryOf(template)} />
        </div>
      )}
    />
  );
}
