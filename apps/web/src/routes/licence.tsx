import { useParams } from 'react-router';
import { PageContainer } from '../components/page-container';
import { LicencePage } from '../features/purchases/components/licence-page';

export default function LicenceScreen() {
  const { licenceId = '' } = useParams();
  return (
    <PageContainer className="py-10 lg:py-14">
      <LicencePage licenceId={licenceId} />
    </PageContainer>
  );
}
